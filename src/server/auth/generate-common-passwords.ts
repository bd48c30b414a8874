/**
 * Regenerates common-passwords.txt offline (no network): `npx tsx src/server/auth/generate-common-passwords.ts`.
 *
 * Provenance: the seed words are the classic most-used passwords and base words that recur in every
 * public breach ranking (SplashData/NordPass yearly lists, the NCSC top-100k, RockYou's head), typed from
 * memory; the rest are the mechanical variants attackers try first (keyboard walks, word+digits,
 * word+year, capitalised and leet forms). Only entries of at least 8 characters are kept, because
 * shorter passwords are already rejected by the length rule.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const classics = `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love
ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
mobilemail mom monitor monitoring montana moon moscow welcome welcome1 password1 password123 passw0rd
p@ssw0rd p@ssword admin admin123 administrator root toor changeme default guest login qwerty123
qwerty1 1q2w3e4r 1q2w3e4r5t 1q2w3e zaq12wsx zaq1zaq1 q1w2e3r4 q1w2e3r4t5 a1b2c3d4 abcd1234 abcdefg
abcdefgh iloveyou1 lovely flower hello hello123 secret secret123 letmein1 whatever trustno1 football1
baseball1 princess1 sunshine1 shadow1 master1 superman1 batman1 dragon1 monkey1 jordan23 michael1
qwertyui asdfghjk zxcvbnm1 asdfasdf qweasdzxc qweasd 1qazxsw2 xsw2zaq1 password12 password1234
passwordpassword 88888888 99999999 87654321 11223344 12341234 12121212 123454321 1234554321 147258369
147852369 159357 789456123 741852963 963852741 00000000 22222222 33333333 44444444 55555555 66666666
77777777 123123123 321321321 456456456 789789789 monkey123 dragon123 master123 shadow123 superman123
iloveyou2 iloveyou! loveme lovelove lover babygirl angel angels butterfly jesus jesus1 jesuschrist
christ blessed blessing faith god godisgood heaven liverpool arsenal chelsea1 barcelona realmadrid
manchester united cowboys steelers packers patriots eagles yankees1 redsox lakers celtics giants
texas texans houston austin1 dallas1 sanantonio corpuschristi spurs rockets astros rangers1 longhorns
aggies mustangs broncos raiders chargers dolphins bears vikings saints falcons panthers jaguars
computer1 internet samsung apple iphone android google facebook linkedin twitter instagram youtube
microsoft windows linux ubuntu oracle cisco nintendo playstation xbox360 pokemon minecraft fortnite
starwars1 startrek matrix1 gandalf frodo hobbit harrypotter hogwarts voldemort batman123 spiderman
ironman superman2 wolverine avengers marvel pikachu naruto goku vegeta sasuke hellokitty snoopy
mickey mickeymouse minnie donald garfield scooby bugsbunny tweety simpsons homer bart cartman
michael jackson elvis beatles metallica nirvana eminem rihanna beyonce justin bieber onedirection
summer1 winter spring autumn january february march april june july august september october
november december monday tuesday wednesday thursday friday saturday sunday weekend holiday vacation
beach ocean island fishing fisherman fishing1 boating sailing surfing surfer dolphin shark marlin
redfish seashell seaside seagull pelican turtle sunset sunrise paradise tropical margarita tequila
whiskey vodka beer budweiser corona coffee chocolate cookie cookies cupcake pizza hamburger banana
orange apple123 cherry strawberry pineapple peaches peanut butter popcorn candy sugar honey honeybee
diamond crystal silver golden gold money money123 dollar dollars cash rich million billion lucky
lucky7 lucky13 chance destiny forever always together family friends friend bestfriend mother
father mommy daddy sister brother grandma grandpa baby babyboy daughter son children kids
purple yellow green blue red black white pink orange1 rainbow colors tiger lion eagle falcon hawk
wolf wolves bear panther cobra viper python snake horse horses pony unicorn dragonfly kitten kitty
puppy doggy doggie pussycat cat123 dog123 animal animals nature garden flowers rose roses lily daisy
jasmine sakura cherryblossom qwerty12 qwerty1234 qwert 1234qwer asdf1234 zxcv1234 qazwsxedc
1qaz2wsx3edc qwe123 asd123 zxc123 qweqwe asdasd zxczxc 123asd 123zxc abc12345 abcabc aaaaaaaa
bbbbbbbb zzzzzzzz xxxxxxxx qqqqqqqq abcdef abcdef123 test test123 testing testing123 tester demo
demo123 sample example user user123 username member letmein123 welcome123 welcome2024 hello1
hellohello goodbye thankyou please friendship happiness happy smile smiley sweet sweetie sweetheart
darling honey1 sexy sexy123 hottie hotstuff beautiful pretty gorgeous handsome cutie cutiepie
princesa contraseña contrasena teamo amor amorcito corazon mariposa estrella tequiero hola
bonjour soleil azerty motdepasse passwort hallo schatz qwertz123 ficken fussball 123456a a123456
123456q q123456 1234567a 12345678a 123abc abc123456 aa123456 123456aa 123456789a 1q2w3e4r5t6y
q1w2e3r4t5y6 1234abcd qwerty123456 password2 password3 password7 password8 password9 pass1234
pass123 passpass passw0rd1 p4ssword p455w0rd pa55word pa55w0rd secure security letmein2 trust
trustme believe freedom1 liberty america usa123 patriot army navy marine marines airforce soldier
sniper warrior knight ninja samurai pirate captain commander general sergeant officer police
sheriff firefighter doctor nurse teacher student school college university graduate science
`;

const baseWords = `password pass welcome admin login letmein qwerty monkey dragon master shadow sunshine princess
football baseball soccer hockey jordan michael jennifer jessica ashley michelle amanda nicole daniel
andrew joshua matthew charlie thomas robert george william james john david chris christopher
anthony justin brandon tyler austin dallas texas houston summer winter iloveyou love angel jesus
superman batman starwars pokemon computer internet freedom hunter ranger killer tigger buster
harley mustang cowboys liverpool chelsea arsenal fishing beach ocean island pelican dolphin
sailing surfing sunset paradise margarita blessed family money lucky diamond silver golden
purple orange banana cookie chocolate coffee pepper ginger maggie buddy bailey max rocky molly
daisy lucy sophie chloe emma olivia ava isabella mia emily abigail madison elizabeth sarah
hannah samantha taylor lauren rachel megan brittany stephanie heather melissa kimberly amber
crystal tiffany danielle courtney kayla alexis victoria natalie maria carlos jose juan luis
miguel antonio alejandro diego fernando ricardo eduardo francisco javier manuel`;

const suffixes = [
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '123!',
  '01',
  '69',
  '007',
  '99',
  '2',
  '11',
  '13',
  '21',
  '22',
  '23',
];
const years = Array.from({ length: 2026 - 1960 + 1 }, (_, i) => String(1960 + i));
const leet = (w: string) => w.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/i/g, '1').replace(/s/g, '$');
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

const walks = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1234567890',
  '0987654321',
  'qazwsxedcrfv',
  '1qaz2wsx3edc4rfv',
  '!qaz2wsx',
  '!qaz@wsx',
  'qwer1234',
  'asdf;lkj',
  'poiuytrewq',
  'mnbvcxz',
  'lkjhgfdsa',
  '1q2w3e4r5t6y7u',
  'zaq!2wsx',
  'q1w2e3r4t5y6u7i8',
  'qwertyqwerty',
  'asdfasdfasdf',
  '147258369',
  '159753456',
  '3.1415926',
];

const out = new Set<string>();
const add = (p: string) => {
  const v = p.trim().toLowerCase();
  if (v.length >= 8 && v.length <= 64) out.add(v);
};

for (const w of classics.split(/\s+/)) if (w) add(w);
for (const w of walks) add(w);
for (const w of baseWords.split(/\s+/).filter(Boolean)) {
  for (const form of new Set([w, leet(w)])) {
    add(form);
    add(cap(form));
    for (const s of suffixes) add(form + s);
  }
  for (const y of years) add(w + y);
  add(w + w);
}
// Season/month + year is the corporate-policy classic ("Summer2024!").
for (const s of [
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'january',
  'december',
  'welcome',
  'password',
  'portaransas',
  'texas',
]) {
  for (const y of years.slice(-20)) {
    add(s + y);
    add(s + y + '!');
    add(s + '@' + y);
  }
}
// Digit runs and repeats of every length from 8 up.
for (let n = 8; n <= 12; n++) {
  for (let d = 0; d <= 9; d++) add(String(d).repeat(n));
  add('1234567890'.repeat(2).slice(0, n));
}
for (let y = 1950; y <= 2026; y++) for (const m of ['01', '06', '12']) add(`${m}01${y}`);

const sorted = [...out].sort();
const target = fileURLToPath(new URL('./common-passwords.txt', import.meta.url));
writeFileSync(target, sorted.join('\n') + '\n');
console.log(`wrote ${sorted.length} passwords to ${target}`);
