-- Taxonomy fix (issue 13): gloves are personal protective equipment, not a consumable. The seeded
-- "gloves" sub-category moves under "ppe" and its listings follow it (as an administrator's move
-- does, see moveSubCategoryListings). Re-runnable and respectful of edits: it acts only while the
-- sub-category still sits under the seeded "consumables" parent, so it never undoes an
-- administrator's later choice, and does nothing when either category was removed or renamed.
WITH moved AS (
  UPDATE "categories" g SET "parent_id" = ppe."id", "updated_at" = now()
  FROM "categories" ppe, "categories" consumables
  WHERE g."slug" = 'gloves'
    AND ppe."slug" = 'ppe' AND ppe."parent_id" IS NULL
    AND consumables."slug" = 'consumables' AND g."parent_id" = consumables."id"
  RETURNING g."id", g."parent_id"
)
UPDATE "posts" p SET "category_id" = moved."parent_id"
FROM moved
WHERE p."sub_category_id" = moved."id";
