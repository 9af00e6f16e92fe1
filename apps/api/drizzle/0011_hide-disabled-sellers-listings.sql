-- Listings of accounts already disabled or deleted leave the marketplace (decision 007,
-- "a disabled seller's listings"): from now on setUserStatus / deleteUser keep posts.seller_hidden
-- in step in their own transactions. Re-runnable: it only sets the flag where it is still wrong.
UPDATE posts SET seller_hidden = true
WHERE NOT seller_hidden
  AND created_by IN (SELECT id FROM users WHERE status <> 'ACTIVE' OR deleted_at IS NOT NULL);
