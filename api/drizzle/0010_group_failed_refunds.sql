-- The refunds the shop made for groups that did not fill carried reason `other` and a note in both
-- languages at once; they now carry the shop's own reason, which the pages word in the reader's language.
UPDATE "refunds" SET "reason" = 'group_failed', "merchant_note" = ''
WHERE "reason" = 'other' AND "merchant_note" = '拼团未成团，已自动退款 / The group did not fill in time: refunded automatically';
