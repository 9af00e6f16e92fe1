-- The health-sector category taxonomy the marketplace starts with. Data, not schema: written to be
-- re-runnable (ON CONFLICT (slug) DO NOTHING), so it never overwrites an administrator's edits and
-- never brings back a category they renamed. Ids come from the column default; sub-categories find
-- their parent by slug. `regulated` marks prescription-only and controlled classes: listings there
-- are published only after a platform administrator approves them.
INSERT INTO "categories" ("slug", "name", "description", "regulated") VALUES
  ('medicines', 'Medicines', 'Finished pharmaceutical products, grouped by therapeutic class', false),
  ('medical-equipment', 'Medical equipment', 'Devices and instruments for clinics, hospitals and pharmacies', false),
  ('laboratory-supplies', 'Laboratory supplies & reagents', 'Reagents, glassware and consumables for laboratories', false),
  ('consumables', 'Consumables', 'Single-use medical supplies', false),
  ('ppe', 'PPE', 'Personal protective equipment', false),
  ('diagnostics', 'Diagnostics & test kits', 'Rapid tests and diagnostic kits', false),
  ('maternal-child-health', 'Maternal & child health', 'Products for mothers, newborns and children', false),
  ('veterinary', 'Veterinary', 'Medicines and supplies for animal health', false)
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "categories" ("slug", "name", "description", "regulated", "parent_id")
SELECT v.slug, v.name, v.description, v.regulated, p.id
FROM (VALUES
  ('medicines', 'analgesics', 'Analgesics & pain relief', 'Pain relief and fever reducers', false),
  ('medicines', 'opioid-analgesics', 'Opioid analgesics', 'Controlled pain medicines (morphine, tramadol, ...)', true),
  ('medicines', 'antibiotics', 'Antibiotics & anti-infectives', 'Antibacterial, antifungal and antiviral medicines', true),
  ('medicines', 'antimalarials', 'Antimalarials', 'Treatment and prevention of malaria', true),
  ('medicines', 'antiretrovirals', 'Antiretrovirals', 'HIV treatment and prevention', true),
  ('medicines', 'anti-tuberculosis', 'Anti-tuberculosis medicines', 'First and second line TB treatment', true),
  ('medicines', 'cardiovascular', 'Cardiovascular', 'Antihypertensives, anticoagulants, lipid-lowering medicines', true),
  ('medicines', 'diabetes', 'Diabetes & endocrine', 'Insulins, oral antidiabetics and hormones', true),
  ('medicines', 'respiratory', 'Respiratory', 'Asthma and COPD inhalers, cough and cold medicines', false),
  ('medicines', 'gastrointestinal', 'Gastrointestinal', 'Antacids, antiemetics, oral rehydration salts', false),
  ('medicines', 'psychotropics', 'Psychotropics & controlled substances', 'Anxiolytics, antiepileptics, antipsychotics and other controlled medicines', true),
  ('medicines', 'vaccines', 'Vaccines & biologicals', 'Vaccines, sera and immunoglobulins (cold chain)', true),
  ('medicines', 'vitamins-supplements', 'Vitamins & supplements', 'Vitamins, minerals and nutritional supplements', false),
  ('medicines', 'dermatology', 'Dermatology', 'Creams, ointments and other skin preparations', false),
  ('medicines', 'ophthalmic-ent', 'Eye, ear & nose', 'Drops and ointments for eye, ear and nose', false),
  ('medical-equipment', 'diagnostic-equipment', 'Diagnostic equipment', 'Blood pressure monitors, stethoscopes, thermometers, ECG', false),
  ('medical-equipment', 'hospital-furniture', 'Hospital furniture', 'Beds, stretchers, wheelchairs and trolleys', false),
  ('medical-equipment', 'surgical-instruments', 'Surgical instruments', 'Reusable surgical instruments and sets', false),
  ('medical-equipment', 'respiratory-equipment', 'Respiratory equipment', 'Oxygen concentrators, nebulisers and pulse oximeters', false),
  ('medical-equipment', 'imaging', 'Imaging equipment', 'Ultrasound and X-ray equipment', false),
  ('laboratory-supplies', 'reagents', 'Reagents & chemicals', 'Clinical chemistry, haematology and microbiology reagents', false),
  ('laboratory-supplies', 'lab-glassware', 'Glassware & plasticware', 'Tubes, slides, pipettes and containers', false),
  ('laboratory-supplies', 'lab-equipment', 'Laboratory equipment', 'Centrifuges, microscopes and analysers', false),
  ('consumables', 'syringes-needles', 'Syringes & needles', 'Syringes, needles and cannulas', false),
  ('consumables', 'gloves', 'Gloves', 'Examination and surgical gloves', false),
  ('consumables', 'dressings', 'Dressings & bandages', 'Gauze, bandages, plasters and wound care', false),
  ('consumables', 'iv-infusion', 'IV & infusion sets', 'Giving sets, IV fluids accessories and catheters', false),
  ('ppe', 'masks-respirators', 'Masks & respirators', 'Surgical masks and N95/FFP2 respirators', false),
  ('ppe', 'gowns-coveralls', 'Gowns & coveralls', 'Isolation gowns, aprons and coveralls', false),
  ('ppe', 'eye-face-protection', 'Eye & face protection', 'Goggles and face shields', false),
  ('diagnostics', 'rapid-tests', 'Rapid diagnostic tests', 'Malaria, HIV, pregnancy and other rapid tests', false),
  ('diagnostics', 'glucose-monitoring', 'Glucose monitoring', 'Glucometers, test strips and lancets', false),
  ('diagnostics', 'sample-collection', 'Sample collection', 'Blood collection tubes, swabs and transport media', false),
  ('maternal-child-health', 'family-planning', 'Family planning', 'Contraceptives and family planning supplies', true),
  ('maternal-child-health', 'infant-nutrition', 'Infant nutrition', 'Infant formula and therapeutic foods', false),
  ('maternal-child-health', 'delivery-kits', 'Delivery kits', 'Clean delivery and midwifery kits', false),
  ('veterinary', 'veterinary-medicines', 'Veterinary medicines', 'Prescription medicines for animals', true),
  ('veterinary', 'veterinary-supplies', 'Veterinary supplies', 'Equipment and consumables for animal health', false)
) AS v(parent_slug, slug, name, description, regulated)
JOIN "categories" p ON p.slug = v.parent_slug AND p.parent_id IS NULL
ON CONFLICT ("slug") DO NOTHING;
