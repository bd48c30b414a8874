/** What the alert forms and pages tell people, shared by the API, the no-JavaScript forms and the pages. */
export const alertMessages = {
  checkEmail:
    'Almost done: check your email and press the button on the page its link opens. Nothing is sent to you before that.',
  successTitle: 'Check your email',
  invalidEmail: 'Please enter a valid email address.',
  noTopic: 'Choose at least one kind of alert.',
  badTopic: 'Topics are weather, beach or event:{id} for an event on the calendar.',
  unknownEvent: 'There is no such event on the calendar.',
} as const;

/** How each topic is named to people (in mails, on /account). */
export const topicLabels = {
  weather: 'Weather warnings and statements from the National Weather Service',
  beach: 'Beach advisories and high rip-current risk',
} as const;
