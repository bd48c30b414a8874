-- The signup form had no business e-mail field, so every listing created
-- through it was given the owner's login e-mail as its public address. Clear those copies; owners
-- can type a public business e-mail in the listing editor. (A listing whose owner deliberately typed
-- their login e-mail as the business e-mail is cleared too: the two cannot be told apart.)
UPDATE `businesses`
SET `email` = NULL, `updated_at` = (unixepoch('subsec') * 1000)
WHERE `owner_id` IS NOT NULL
  AND `email` IS NOT NULL
  AND lower(trim(`email`)) = (SELECT lower(`users`.`email`) FROM `users` WHERE `users`.`id` = `businesses`.`owner_id`);
