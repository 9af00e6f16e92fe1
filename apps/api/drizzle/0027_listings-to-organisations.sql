-- Existing listings and shops move to their author's organisation (issue 31, docs/decisions/018).
-- An author's organisation is the one they manage listings for: of their memberships as owner or
-- administrator (the roles holding listings.manage), owner first, then a pharmacy before a branch,
-- then the oldest; a branch sells under its pharmacy, so a branch membership yields its parent.
-- Authors who manage no organisation (no membership, or staff with the USER role) keep selling on
-- their own account. One shop per organisation: of its authors' shops, the one whose author wrote
-- most listings (then the oldest) becomes the organisation's; any other stays its author's own.
-- Nothing else of a row changes (not updated_at). Re-runnable: only rows without an organisation
-- move, and an organisation that has a shop gets no other. One statement: both updates read the
-- same authors (a data-modifying CTE moves the listings; the shops' choice counts by author).
WITH author_org AS (
  SELECT DISTINCT ON (m.user_id) m.user_id, coalesce(t.parent_id, t.id) AS org
  FROM memberships m
  JOIN tenants t ON t.id = m.tenant_id
  WHERE m.role IN ('OWNER', 'ADMIN')
  ORDER BY m.user_id, (m.role = 'OWNER') DESC, (t.parent_id IS NULL) DESC, m.created_at, t.id
), moved AS (
  UPDATE posts p SET tenant_id = a.org
  FROM author_org a
  WHERE p.created_by = a.user_id AND p.tenant_id IS NULL
  RETURNING p.id
), chosen AS (
  SELECT DISTINCT ON (a.org) s.id, a.org
  FROM shops s
  JOIN author_org a ON a.user_id = s.owner_id
  WHERE s.tenant_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM shops o WHERE o.tenant_id = a.org)
  ORDER BY a.org, (SELECT count(*) FROM posts p WHERE p.created_by = s.owner_id) DESC, s.created_at, s.id
)
UPDATE shops s SET tenant_id = c.org
FROM chosen c
WHERE s.id = c.id;
