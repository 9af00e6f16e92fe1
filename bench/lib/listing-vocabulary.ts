// The words the generated million is made of (listings-1m.ts): the demo catalogue's products plus
// more real generic medicines, equipment and supplies per seeded sub-category, manufacturers,
// sellers' qualifiers, pack sizes and places. Listings combine them, so titles vary the way a real
// marketplace's do: a few very common words (tablets, mg, box), a long tail of names and brands.
import {
  CATALOGUE,
  ORIGINS,
  type ProductKind,
} from '../../apps/api/scripts/seed-demo-catalogue.ts';

export interface ProductBase {
  slug: string;
  kind: ProductKind;
  name: string;
  specs: string[];
  packs: [label: string, factor: number][];
  /** ETB for the first pack, low and high. */
  price: [number, number];
}

const PACKS: Record<ProductKind, [string, number][]> = {
  medicine: [
    ['box of 100', 1],
    ['box of 10', 0.12],
    ['strip of 10', 0.11],
    ['box of 1000', 9],
    ['bottle of 100', 1.05],
    ['box of 30', 0.32],
  ],
  equipment: [
    ['1 unit', 1],
    ['pack of 2', 1.9],
    ['set of 5', 4.6],
  ],
  supply: [
    ['box of 100', 1],
    ['box of 50', 0.52],
    ['carton of 1000', 9],
    ['pack of 10', 0.11],
    ['pack of 25', 0.27],
  ],
};

// [sub-category slug, name, specs separated by |, ETB low, ETB high] — real generic names (WHO
// essential medicines) and common health products not already in the demo catalogue.
// prettier-ignore
const EXTRA: [string, string, string, number, number][] = [
  ['analgesics', 'Naproxen', '250 mg tablets|500 mg tablets', 90, 190],
  ['analgesics', 'Mefenamic acid', '250 mg capsules|500 mg tablets', 80, 170],
  ['analgesics', 'Indomethacin', '25 mg capsules|50 mg suppositories', 95, 200],
  ['analgesics', 'Ketorolac', '10 mg tablets|30 mg/ml injection', 160, 320],
  ['analgesics', 'Celecoxib', '200 mg capsules|100 mg capsules', 240, 450],
  ['opioid-analgesics', 'Codeine phosphate', '30 mg tablets|15 mg tablets', 420, 760],
  ['opioid-analgesics', 'Pentazocine', '30 mg/ml injection', 520, 900],
  ['opioid-analgesics', 'Fentanyl citrate', '50 mcg/ml injection, 2 ml', 1400, 2500],
  ['antibiotics', 'Ampicillin', '500 mg powder for injection|250 mg capsules', 220, 420],
  ['antibiotics', 'Cloxacillin', '250 mg capsules|500 mg capsules', 230, 430],
  ['antibiotics', 'Benzylpenicillin', '1 MU powder for injection|5 MU powder for injection', 300, 560],
  ['antibiotics', 'Benzathine benzylpenicillin', '2.4 MU powder for injection', 420, 760],
  ['antibiotics', 'Cefalexin', '250 mg capsules|500 mg capsules|125 mg/5 ml suspension, 100 ml', 260, 480],
  ['antibiotics', 'Cefixime', '200 mg tablets|400 mg tablets|100 mg/5 ml suspension, 60 ml', 380, 690],
  ['antibiotics', 'Cefuroxime', '250 mg tablets|500 mg tablets|750 mg powder for injection', 420, 780],
  ['antibiotics', 'Ceftazidime', '1 g powder for injection', 900, 1600],
  ['antibiotics', 'Gentamicin', '80 mg/2 ml injection|40 mg/ml injection', 150, 300],
  ['antibiotics', 'Doxycycline', '100 mg capsules|100 mg tablets', 120, 240],
  ['antibiotics', 'Erythromycin', '250 mg tablets|500 mg tablets|125 mg/5 ml suspension', 180, 340],
  ['antibiotics', 'Clarithromycin', '250 mg tablets|500 mg tablets', 380, 700],
  ['antibiotics', 'Co-trimoxazole', '480 mg tablets|960 mg tablets|240 mg/5 ml suspension, 100 ml', 110, 230],
  ['antibiotics', 'Nitrofurantoin', '100 mg capsules|50 mg tablets', 150, 290],
  ['antibiotics', 'Norfloxacin', '400 mg tablets', 130, 260],
  ['antibiotics', 'Levofloxacin', '500 mg tablets|750 mg tablets|500 mg/100 ml infusion', 300, 580],
  ['antibiotics', 'Vancomycin', '500 mg powder for injection|1 g powder for injection', 1100, 2000],
  ['antibiotics', 'Clindamycin', '150 mg capsules|300 mg capsules', 340, 620],
  ['antibiotics', 'Chloramphenicol', '250 mg capsules|1 g powder for injection', 160, 320],
  ['antibiotics', 'Nystatin', '100,000 IU/ml oral suspension, 30 ml|500,000 IU tablets', 120, 240],
  ['antibiotics', 'Griseofulvin', '125 mg tablets|500 mg tablets', 170, 330],
  ['antibiotics', 'Ketoconazole', '200 mg tablets|2% cream, 15 g', 150, 300],
  ['antibiotics', 'Meropenem', '1 g powder for injection|500 mg powder for injection', 1800, 3200],
  ['antimalarials', 'Quinine sulphate', '300 mg tablets|600 mg/2 ml injection', 260, 500],
  ['antimalarials', 'Dihydroartemisinin + piperaquine', '40/320 mg tablets|20/160 mg tablets', 900, 1600],
  ['antimalarials', 'Mefloquine', '250 mg tablets', 700, 1250],
  ['antimalarials', 'Amodiaquine', '153 mg tablets|200 mg tablets', 240, 450],
  ['antiretrovirals', 'Efavirenz', '600 mg tablets|200 mg capsules', 300, 560],
  ['antiretrovirals', 'Nevirapine', '200 mg tablets|50 mg/5 ml oral suspension, 240 ml', 210, 400],
  ['antiretrovirals', 'Lopinavir + ritonavir', '200/50 mg tablets|100/25 mg tablets', 900, 1600],
  ['antiretrovirals', 'Atazanavir + ritonavir', '300/100 mg tablets', 950, 1700],
  ['antiretrovirals', 'Tenofovir disoproxil fumarate', '300 mg tablets', 280, 520],
  ['antiretrovirals', 'Lamivudine', '150 mg tablets|50 mg/5 ml oral solution, 100 ml', 190, 360],
  ['anti-tuberculosis', 'Ethambutol', '400 mg tablets|100 mg tablets', 170, 320],
  ['anti-tuberculosis', 'Pyrazinamide', '500 mg tablets|400 mg tablets', 180, 340],
  ['anti-tuberculosis', 'Streptomycin', '1 g powder for injection', 300, 560],
  ['anti-tuberculosis', 'Rifabutin', '150 mg capsules', 1300, 2300],
  ['cardiovascular', 'Nifedipine', '20 mg retard tablets|10 mg capsules', 110, 220],
  ['cardiovascular', 'Lisinopril', '5 mg tablets|10 mg tablets|20 mg tablets', 120, 240],
  ['cardiovascular', 'Losartan potassium', '50 mg tablets|100 mg tablets', 150, 300],
  ['cardiovascular', 'Captopril', '25 mg tablets|50 mg tablets', 90, 180],
  ['cardiovascular', 'Atenolol', '50 mg tablets|100 mg tablets', 80, 170],
  ['cardiovascular', 'Propranolol', '40 mg tablets|10 mg tablets', 85, 170],
  ['cardiovascular', 'Metoprolol tartrate', '50 mg tablets|100 mg tablets', 120, 240],
  ['cardiovascular', 'Bisoprolol', '5 mg tablets|2.5 mg tablets', 160, 320],
  ['cardiovascular', 'Carvedilol', '6.25 mg tablets|25 mg tablets', 170, 330],
  ['cardiovascular', 'Spironolactone', '25 mg tablets|100 mg tablets', 150, 290],
  ['cardiovascular', 'Digoxin', '0.25 mg tablets|0.5 mg/2 ml injection', 130, 260],
  ['cardiovascular', 'Simvastatin', '20 mg tablets|40 mg tablets', 140, 280],
  ['cardiovascular', 'Clopidogrel', '75 mg tablets', 210, 400],
  ['cardiovascular', 'Isosorbide dinitrate', '5 mg sublingual tablets|10 mg tablets', 110, 220],
  ['cardiovascular', 'Methyldopa', '250 mg tablets', 190, 360],
  ['cardiovascular', 'Hydralazine', '25 mg tablets|20 mg powder for injection', 160, 320],
  ['diabetes', 'Gliclazide', '80 mg tablets|30 mg modified-release tablets', 120, 240],
  ['diabetes', 'Glimepiride', '2 mg tablets|4 mg tablets', 140, 280],
  ['diabetes', 'Sitagliptin', '100 mg tablets|50 mg tablets', 600, 1100],
  ['diabetes', 'Insulin glargine', '100 IU/ml pen, 3 ml|100 IU/ml vial, 10 ml', 900, 1700],
  ['diabetes', 'Pioglitazone', '15 mg tablets|30 mg tablets', 180, 340],
  ['respiratory', 'Budesonide', '200 mcg/dose inhaler|0.5 mg/2 ml nebuliser suspension', 420, 780],
  ['respiratory', 'Montelukast', '10 mg tablets|5 mg chewable tablets', 260, 480],
  ['respiratory', 'Aminophylline', '100 mg tablets|250 mg/10 ml injection', 100, 200],
  ['respiratory', 'Theophylline', '200 mg retard tablets', 110, 220],
  ['respiratory', 'Cetirizine', '10 mg tablets|5 mg/5 ml syrup, 60 ml', 70, 150],
  ['respiratory', 'Loratadine', '10 mg tablets|5 mg/5 ml syrup, 100 ml', 75, 160],
  ['respiratory', 'Chlorphenamine', '4 mg tablets|2 mg/5 ml syrup, 100 ml', 50, 110],
  ['respiratory', 'Ambroxol', '30 mg tablets|15 mg/5 ml syrup, 100 ml', 80, 170],
  ['respiratory', 'Bromhexine', '8 mg tablets|4 mg/5 ml syrup, 100 ml', 70, 150],
  ['gastrointestinal', 'Ranitidine', '150 mg tablets|50 mg/2 ml injection', 90, 190],
  ['gastrointestinal', 'Famotidine', '20 mg tablets|40 mg tablets', 110, 220],
  ['gastrointestinal', 'Pantoprazole', '40 mg tablets|40 mg powder for injection', 200, 380],
  ['gastrointestinal', 'Esomeprazole', '20 mg tablets|40 mg tablets', 240, 450],
  ['gastrointestinal', 'Loperamide', '2 mg capsules', 60, 130],
  ['gastrointestinal', 'Bisacodyl', '5 mg tablets|10 mg suppositories', 60, 130],
  ['gastrointestinal', 'Lactulose', '3.35 g/5 ml syrup, 200 ml', 180, 340],
  ['gastrointestinal', 'Hyoscine butylbromide', '10 mg tablets|20 mg/ml injection', 120, 240],
  ['gastrointestinal', 'Domperidone', '10 mg tablets|1 mg/ml suspension, 100 ml', 90, 190],
  ['gastrointestinal', 'Ondansetron', '4 mg tablets|8 mg tablets|2 mg/ml injection', 200, 380],
  ['gastrointestinal', 'Albendazole', '400 mg tablets|200 mg/5 ml suspension, 10 ml', 70, 150],
  ['gastrointestinal', 'Mebendazole', '100 mg tablets|500 mg tablets', 60, 130],
  ['gastrointestinal', 'Praziquantel', '600 mg tablets', 300, 560],
  ['gastrointestinal', 'Tinidazole', '500 mg tablets', 100, 200],
  ['psychotropics', 'Fluoxetine', '20 mg capsules', 150, 290],
  ['psychotropics', 'Sertraline', '50 mg tablets|100 mg tablets', 220, 420],
  ['psychotropics', 'Risperidone', '2 mg tablets|1 mg tablets', 240, 450],
  ['psychotropics', 'Olanzapine', '10 mg tablets|5 mg tablets', 300, 560],
  ['psychotropics', 'Chlorpromazine', '100 mg tablets|25 mg/ml injection', 120, 240],
  ['psychotropics', 'Sodium valproate', '200 mg tablets|500 mg tablets', 260, 480],
  ['psychotropics', 'Phenytoin', '100 mg tablets|50 mg/ml injection', 130, 260],
  ['psychotropics', 'Lorazepam', '1 mg tablets|2 mg/ml injection', 200, 380],
  ['psychotropics', 'Imipramine', '25 mg tablets', 110, 220],
  ['psychotropics', 'Lithium carbonate', '300 mg tablets', 230, 430],
  ['psychotropics', 'Levetiracetam', '500 mg tablets|250 mg tablets', 380, 700],
  ['vaccines', 'BCG vaccine', '20-dose vial with diluent', 900, 1700],
  ['vaccines', 'Measles vaccine', '10-dose vial with diluent', 800, 1500],
  ['vaccines', 'Pentavalent vaccine (DTP-HepB-Hib)', '1-dose vial|10-dose vial', 1500, 2800],
  ['vaccines', 'Oral polio vaccine (bOPV)', '20-dose vial', 700, 1300],
  ['vaccines', 'Rotavirus vaccine', '1-dose oral tube', 1300, 2400],
  ['vaccines', 'HPV vaccine', '1-dose vial', 2600, 4800],
  ['vaccines', 'Pneumococcal conjugate vaccine (PCV13)', '1-dose vial|4-dose vial', 2200, 4000],
  ['vitamins-supplements', 'Folic acid', '5 mg tablets|400 mcg tablets', 40, 90],
  ['vitamins-supplements', 'Vitamin B complex', 'tablets|2 ml injection', 60, 130],
  ['vitamins-supplements', 'Ascorbic acid (vitamin C)', '500 mg tablets|1000 mg effervescent tablets', 60, 140],
  ['vitamins-supplements', 'Vitamin D3 (cholecalciferol)', '1000 IU capsules|50,000 IU capsules', 150, 300],
  ['vitamins-supplements', 'Cod liver oil', '500 mg capsules|syrup, 200 ml', 180, 340],
  ['vitamins-supplements', 'Iron sucrose', '100 mg/5 ml injection', 600, 1100],
  ['vitamins-supplements', 'Pyridoxine (vitamin B6)', '50 mg tablets|25 mg tablets', 50, 110],
  ['vitamins-supplements', 'Thiamine (vitamin B1)', '100 mg tablets|100 mg/ml injection', 55, 120],
  ['dermatology', 'Miconazole', '2% cream, 15 g|2% oral gel, 40 g', 70, 150],
  ['dermatology', 'Terbinafine', '1% cream, 15 g|250 mg tablets', 110, 230],
  ['dermatology', 'Betamethasone', '0.1% cream, 15 g|0.1% ointment, 30 g', 80, 170],
  ['dermatology', 'Permethrin', '5% cream, 30 g|1% lotion, 60 ml', 140, 280],
  ['dermatology', 'Gentian violet', '0.5% solution, 30 ml', 30, 70],
  ['dermatology', 'Calamine lotion', '100 ml|200 ml', 60, 130],
  ['dermatology', 'Mupirocin', '2% ointment, 15 g', 160, 320],
  ['dermatology', 'Fusidic acid', '2% cream, 15 g', 170, 330],
  ['dermatology', 'Clobetasol propionate', '0.05% cream, 25 g', 150, 290],
  ['dermatology', 'Whitfield ointment', '30 g jar|500 g jar', 50, 120],
  ['ophthalmic-ent', 'Gentamicin eye drops', '0.3%, 10 ml', 50, 110],
  ['ophthalmic-ent', 'Dexamethasone eye drops', '0.1%, 5 ml', 70, 150],
  ['ophthalmic-ent', 'Timolol eye drops', '0.5%, 5 ml', 110, 220],
  ['ophthalmic-ent', 'Atropine eye drops', '1%, 5 ml', 90, 190],
  ['ophthalmic-ent', 'Ofloxacin ear drops', '0.3%, 10 ml', 90, 180],
  ['ophthalmic-ent', 'Artificial tears (hypromellose)', '0.3%, 10 ml|0.5%, 15 ml', 80, 170],
  ['family-planning', 'Norethisterone', '5 mg tablets|350 mcg tablets', 110, 220],
  ['family-planning', 'Progestogen-only pill (levonorgestrel)', '30 mcg tablets, 35 per cycle', 60, 130],
  ['family-planning', 'Male condoms', 'latex, lubricated|latex, studded', 250, 480],
  ['family-planning', 'Female condoms', 'nitrile, 17 cm', 400, 760],
  ['veterinary-medicines', 'Penicillin-streptomycin (veterinary)', '20/20 injection, 100 ml', 300, 600],
  ['veterinary-medicines', 'Tylosin (veterinary)', '20% injection, 100 ml|soluble powder, 100 g', 380, 720],
  ['veterinary-medicines', 'Levamisole (veterinary)', '7.5% injection, 100 ml|1.5% drench, 1 litre', 320, 620],
  ['veterinary-medicines', 'Closantel (veterinary)', '5% injection, 100 ml|oral drench, 1 litre', 420, 800],
  ['veterinary-medicines', 'Sulfadimidine (veterinary)', '33.3% injection, 100 ml', 260, 500],
  ['veterinary-medicines', 'Enrofloxacin (veterinary)', '10% oral solution, 1 litre|5% injection, 100 ml', 500, 950],
  ['veterinary-medicines', 'Triclabendazole (veterinary)', '900 mg bolus|10% drench, 1 litre', 600, 1150],
  ['veterinary-medicines', 'Amprolium (veterinary)', '20% soluble powder, 100 g', 220, 420],
  ['diagnostic-equipment', 'Digital thermometer', 'flexible tip|rigid tip, waterproof', 120, 280],
  ['diagnostic-equipment', 'Adult weighing scale', 'mechanical, 150 kg|digital, 180 kg', 1800, 4200],
  ['diagnostic-equipment', 'Baby weighing scale', 'digital, 20 kg|hanging, 25 kg', 1500, 3500],
  ['diagnostic-equipment', 'Height measuring board', 'wooden, infant/child|portable stadiometer', 1200, 2600],
  ['diagnostic-equipment', 'Patient monitor', '5-parameter, 12.1 inch|multiparameter, 15 inch', 38000, 85000],
  ['diagnostic-equipment', 'Fetal doppler', 'pocket, 2 MHz|table-top, 3 MHz', 3500, 8500],
  ['hospital-furniture', 'Bedside cabinet', 'stainless steel|powder-coated steel', 4500, 9500],
  ['hospital-furniture', 'IV stand', '4-hook, adjustable|5-leg base, stainless steel', 1500, 3400],
  ['hospital-furniture', 'Delivery bed', 'three-section, stainless steel|hydraulic', 28000, 62000],
  ['hospital-furniture', 'Crutches', 'aluminium, adjustable, pair|underarm, wooden, pair', 900, 2100],
  ['hospital-furniture', 'Walking frame', 'folding, aluminium|with wheels', 1500, 3300],
  ['hospital-furniture', 'Commode chair', 'folding, with bucket', 2600, 5600],
  ['hospital-furniture', 'Examination lamp', 'LED, mobile stand|halogen, wall-mounted', 5500, 12500],
  ['hospital-furniture', 'Bedside screen', 'three-fold, mobile', 4200, 9000],
  ['surgical-instruments', 'Needle holder', 'Mayo-Hegar 16 cm|Mayo-Hegar 18 cm', 350, 800],
  ['surgical-instruments', 'Dissecting forceps', 'toothed 14 cm|non-toothed 14 cm', 200, 480],
  ['surgical-instruments', 'Mayo scissors', 'straight 17 cm|curved 17 cm', 300, 700],
  ['surgical-instruments', 'Retractor set', 'Langenbeck, 4 pieces|Deaver, 3 pieces', 1500, 3500],
  ['surgical-instruments', 'Chromic catgut suture', '2/0 with needle|0 with needle', 1100, 2400],
  ['surgical-instruments', 'Nylon suture', '3/0 with cutting needle|2/0 with cutting needle', 900, 2000],
  ['surgical-instruments', 'Surgical blades', 'size 22, carbon steel|size 15, stainless steel', 350, 800],
  ['surgical-instruments', 'Kidney dish', 'stainless steel, 20 cm|stainless steel, 25 cm', 180, 420],
  ['respiratory-equipment', 'Oxygen cylinder', '10 litre with valve|40 litre with valve', 5500, 14000],
  ['respiratory-equipment', 'Nasal cannula', 'adult|paediatric', 900, 1900],
  ['respiratory-equipment', 'Oxygen mask', 'adult with tubing|paediatric with tubing', 1300, 2700],
  ['respiratory-equipment', 'Ambu bag', 'adult, silicone|paediatric, silicone', 1600, 3600],
  ['respiratory-equipment', 'CPAP machine', 'auto, with humidifier', 28000, 60000],
  ['respiratory-equipment', 'Peak flow meter', 'adult range|low range', 700, 1500],
  ['respiratory-equipment', 'Inhaler spacer', 'with mask, child|with mouthpiece, adult', 400, 900],
  ['imaging', 'X-ray film', '35 x 43 cm, 100 sheets|24 x 30 cm, 100 sheets', 4500, 9000],
  ['imaging', 'Ultrasound printer paper', 'type V, 110 mm x 20 m', 600, 1300],
  ['imaging', 'Mobile X-ray unit', '100 mA, 5 kW', 350000, 900000],
  ['reagents', 'ALT reagent kit', 'kinetic, 100 tests|kinetic, 200 tests', 1300, 2600],
  ['reagents', 'AST reagent kit', 'kinetic, 100 tests|kinetic, 200 tests', 1300, 2600],
  ['reagents', 'Urea reagent kit', 'enzymatic, 200 tests', 1200, 2400],
  ['reagents', 'Cholesterol reagent kit', 'CHOD-PAP, 200 tests', 1100, 2300],
  ['reagents', 'Widal antigen set', '4 x 5 ml', 1400, 2800],
  ['reagents', 'Blood grouping antisera', 'anti-A, anti-B, anti-D, 3 x 10 ml', 900, 1900],
  ['reagents', 'Ziehl-Neelsen stain kit', '3 x 500 ml', 1500, 3000],
  ['reagents', 'Field stain', 'A and B, 2 x 500 ml', 800, 1700],
  ['lab-glassware', 'Beaker', 'borosilicate, 250 ml|borosilicate, 500 ml', 120, 300],
  ['lab-glassware', 'Measuring cylinder', '100 ml, glass|500 ml, plastic', 180, 420],
  ['lab-glassware', 'Petri dish', '90 mm, disposable|glass, 100 mm', 500, 1100],
  ['lab-glassware', 'Conical flask', '250 ml, borosilicate|500 ml, borosilicate', 150, 360],
  ['lab-glassware', 'Pasteur pipettes', '3 ml, plastic, graduated', 400, 850],
  ['lab-glassware', 'Cover slips', '22 x 22 mm|24 x 50 mm', 150, 340],
  ['lab-equipment', 'Incubator', '50 litre, digital|80 litre, digital', 32000, 70000],
  ['lab-equipment', 'Hot air oven', '50 litre|100 litre', 28000, 60000],
  ['lab-equipment', 'Water bath', '6 litre, digital|12 litre, digital', 12000, 26000],
  ['lab-equipment', 'Haematocrit centrifuge', '24 capillaries', 22000, 46000],
  ['lab-equipment', 'Vortex mixer', 'variable speed', 6000, 13000],
  ['lab-equipment', 'Biosafety cabinet', 'class II, 4 ft', 280000, 600000],
  ['lab-equipment', 'Colorimeter', '8 filters, digital', 18000, 38000],
  ['syringes-needles', 'Spinal needle', '22G x 3.5 inch|25G x 3.5 inch', 1400, 3000],
  ['syringes-needles', 'Scalp vein set', '23G butterfly|21G butterfly', 500, 1100],
  ['syringes-needles', 'Safety syringe', '3 ml retractable|5 ml retractable', 900, 1900],
  ['syringes-needles', 'Feeding tube', 'size 6 FG|size 8 FG', 700, 1500],
  ['gloves', 'Vinyl examination gloves', 'powder-free, size M|powder-free, size L', 380, 760],
  ['gloves', 'Household heavy-duty gloves', 'rubber, size 8|rubber, size 9', 900, 1900],
  ['gloves', 'Gynaecological long gloves', 'sterile, size 7.5', 1800, 3600],
  ['dressings', 'Sterile gauze pads', '10 x 10 cm, 8 ply|7.5 x 7.5 cm, 12 ply', 600, 1300],
  ['dressings', 'Micropore surgical tape', '2.5 cm x 9 m|5 cm x 9 m', 700, 1500],
  ['dressings', 'Paraffin gauze dressing', '10 x 10 cm', 900, 1900],
  ['dressings', 'Triangular bandage', 'cotton, with pins', 600, 1300],
  ['dressings', 'Plaster of Paris bandage', '10 cm x 2.7 m|15 cm x 2.7 m', 1200, 2600],
  ['iv-infusion', "Ringer's lactate", '500 ml bag|1000 ml bag', 2200, 4200],
  ['iv-infusion', 'Dextrose 10%', '500 ml bottle', 2100, 4000],
  ['iv-infusion', 'Dextrose 5% in normal saline', '500 ml bag|1000 ml bag', 2100, 4000],
  ['iv-infusion', 'Blood transfusion set', 'with filter', 1900, 3800],
  ['iv-infusion', 'Burette set', '150 ml, paediatric', 2400, 4800],
  ['iv-infusion', 'Urine drainage bag', '2000 ml with outlet', 1100, 2300],
  ['iv-infusion', 'Nasogastric tube', 'size 16 FG|size 12 FG', 900, 1900],
  ['masks-respirators', 'KN95 mask', 'five-layer, earloop', 900, 2000],
  ['masks-respirators', 'Three-ply surgical mask', 'type IIR, tie-on|earloop, blue', 350, 800],
  ['gowns-coveralls', 'Sterile surgical gown', 'SMS, size L|reinforced, size XL', 3500, 7500],
  ['gowns-coveralls', 'Laboratory coat', 'white cotton, size M|white cotton, size L', 450, 950],
  ['gowns-coveralls', 'Shoe covers', 'non-woven, disposable', 300, 650],
  ['gowns-coveralls', 'Bouffant cap', 'non-woven, disposable', 280, 600],
  ['eye-face-protection', 'Anti-fog goggles', 'indirect vent|with elastic strap', 120, 300],
  ['eye-face-protection', 'Visor', 'reusable, with headband', 150, 350],
  ['rapid-tests', 'Dengue NS1 rapid test', 'cassette, 25 tests', 2600, 5200],
  ['rapid-tests', 'Typhoid IgG/IgM rapid test', 'cassette, 25 tests', 1500, 3000],
  ['rapid-tests', 'HCV rapid test', 'cassette, 25 tests', 1700, 3400],
  ['rapid-tests', 'COVID-19 antigen rapid test', 'nasal swab, 25 tests', 1800, 3800],
  ['rapid-tests', 'Urine test strips (10 parameters)', 'bottle of 100 strips', 900, 1900],
  ['rapid-tests', 'Brucella rapid test', 'cassette, 20 tests', 1600, 3200],
  ['glucose-monitoring', 'HbA1c analyser', 'point of care', 28000, 60000],
  ['glucose-monitoring', 'Urine ketone strips', 'bottle of 50 strips', 600, 1300],
  ['sample-collection', 'Stool container', '30 ml with spoon', 300, 650],
  ['sample-collection', 'Sputum container', '50 ml, screw cap', 350, 750],
  ['sample-collection', 'EDTA tube', '2 ml, purple cap|4 ml, purple cap', 700, 1500],
  ['sample-collection', 'Capillary tubes', 'heparinised, 75 mm', 200, 450],
  ['sample-collection', 'Swab sticks', 'sterile, cotton tipped', 250, 550],
  ['infant-nutrition', 'Baby cereal', 'wheat and milk, 400 g|rice, 250 g', 250, 520],
  ['infant-nutrition', 'Breast pump', 'manual|electric, single', 900, 3200],
  ['infant-nutrition', 'Feeding bottle', '250 ml, BPA-free|125 ml, BPA-free', 120, 300],
  ['delivery-kits', 'Episiotomy scissors', 'Braun-Stadler 14.5 cm', 400, 900],
  ['delivery-kits', 'Mama kit', 'sterile, with cord ties and gloves', 350, 750],
  ['delivery-kits', 'Delivery mat', 'plastic, disposable', 150, 350],
  ['veterinary-supplies', 'Hoof trimmer', 'hardened steel', 700, 1600],
  ['veterinary-supplies', 'Burdizzo castrator', '35 cm', 2400, 5000],
  ['veterinary-supplies', 'Livestock marker', 'crayon, assorted colours', 300, 700],
  ['veterinary-supplies', 'Dehorner', 'electric, 220 V', 2800, 6000],
];

/** The catalogue's products and the extra ones, in a fixed shuffled order (the generator skews to the front). */
export function productBases(): ProductBase[] {
  const bases: ProductBase[] = [];
  for (const [slug, { kind, items }] of Object.entries(CATALOGUE)) {
    for (const item of items) {
      bases.push({
        slug,
        kind,
        name: item.name,
        specs: [...item.specs],
        packs: item.packs.map(([label, factor]) => [label, factor]),
        price: [item.price[0], item.price[1]],
      });
    }
  }
  for (const [slug, name, specs, lo, hi] of EXTRA) {
    const kind = CATALOGUE[slug]?.kind;
    if (!kind) throw new Error(`unknown sub-category ${slug}`);
    bases.push({ slug, kind, name, specs: specs.split('|'), packs: PACKS[kind], price: [lo, hi] });
  }
  // A fixed shuffle, so the most frequent products are not all of one sub-category.
  let seed = 20261126;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = bases.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [bases[i], bases[j]] = [bases[j]!, bases[i]!];
  }
  return bases;
}

/** Makers and brands: PHARMA_MAKERS manufacturers of medicines sold in Ethiopia, then device and supply makers. */
export const PHARMA_MAKERS = 50;

// prettier-ignore
export const MAKERS = [
  'EPHARM', 'Cadila', 'Addis Pharmaceutical Factory', 'East African Pharmaceuticals', 'Sino-Ethiop', 'Julphar',
  'Cipla', 'Sun Pharma', "Dr. Reddy's", 'Lupin', 'Aurobindo', 'Macleods', 'Strides', 'Micro Labs', 'Zydus',
  'Emcure', 'Hetero', 'Mylan', 'Sandoz', 'Teva', 'GSK', 'Pfizer', 'Sanofi', 'Novartis', 'Bayer', 'Roche',
  'Abbott', 'Medopharm', 'Sinopharm', 'CSPC', 'Remedica', 'Pharco', 'EIPICO', 'Hikma', 'Beximco', 'Square',
  'Incepta', 'ACME', 'Flamingo', 'Ajanta', 'Alkem', 'Glenmark', 'Torrent', 'Intas', 'Mepha', 'Bliss GVS',
  'Shelys', 'Cosmos', 'Dawa Limited', 'Universal Corporation', 'Omron', 'Microlife', 'Littmann', 'Beurer',
  'Yuwell', 'Philips', 'Mindray', 'Drive Medical', 'Invacare', 'Heine', 'Riester', 'Welch Allyn', 'Accu-Chek',
  'OneTouch', 'SD Bioline', 'BD', 'Terumo', 'Nipro', 'Ansell', '3M', 'Honeywell', 'Medline', 'Romsons',
  'Hindustan Syringes', 'Kimberly-Clark', 'Sartorius', 'Olympus', 'Biosystems', 'Human Diagnostics', 'Wondfo',
];

/** What sellers put before a product's name (most titles have none). */
// prettier-ignore
export const QUALIFIERS = [
  'Original', 'Genuine', 'New stock', 'Fresh stock', 'Wholesale', 'Bulk', 'Cheap', 'Discount', 'Imported',
  'Long expiry', 'Hospital grade', 'Sealed', 'Best price', 'Limited stock', 'Quality', 'Premium', 'Certified',
  'EFDA registered', 'WHO prequalified', 'Clearance', 'Promo', 'Available now', 'Urgent sale', 'Ready stock',
  'Direct from importer', 'Factory price', 'Export quality', 'Branded', 'Generic', 'Authentic',
];

/** Places: Addis Ababa's neighbourhoods (most listings) and regional towns. */
// prettier-ignore
export const PLACES = [
  'Bole, Addis Ababa', 'Merkato, Addis Ababa', 'Piassa, Addis Ababa', 'Kazanchis, Addis Ababa', 'Megenagna, Addis Ababa',
  'Sarbet, Addis Ababa', 'Lideta, Addis Ababa', 'Gerji, Addis Ababa', 'CMC, Addis Ababa', 'Ayat, Addis Ababa',
  'Summit, Addis Ababa', 'Kality, Addis Ababa', 'Saris, Addis Ababa', 'Mexico, Addis Ababa', 'Arat Kilo, Addis Ababa',
  'Sidist Kilo, Addis Ababa', 'Gotera, Addis Ababa', 'Jemo, Addis Ababa', 'Lebu, Addis Ababa', 'Kolfe, Addis Ababa',
  'Adama', 'Hawassa', 'Bahir Dar', 'Mekelle', 'Dire Dawa', 'Gondar', 'Jimma', 'Dessie', 'Harar', 'Debre Markos',
  'Arba Minch', 'Shashemene', 'Bishoftu', 'Hosaena', 'Nekemte', 'Jijiga', 'Asella', 'Debre Birhan', 'Woldia', 'Wolaita Sodo',
];

/** Sentences sellers add to descriptions. */
// prettier-ignore
export const PHRASES = [
  'Sold to licensed pharmacies and health facilities only.', 'Cold chain maintained from the importer.',
  'Free delivery within Addis Ababa for orders above 5,000 birr.', 'Wholesale price for 10 boxes or more.',
  'Original packaging, sealed.', 'Call or message for the latest price.', 'Payment by CBE or Telebirr.',
  'Stock is limited, first come first served.', 'Invoice and receipt provided.', 'Can deliver to regional towns by bus.',
  'Samples available on request.', 'Registered with EFDA.', 'Short expiry items at a discount.',
  'Tender quantities available.', 'Also available in other strengths.', 'Installation and training included.',
  'One year warranty.', 'Spare parts available.', 'Used for six months, in good condition.', 'Imported this month.',
];

// The demo catalogue's countries, then more.
export const ORIGINS_ALL = [
  ...ORIGINS,
  'Cyprus',
  'Switzerland',
  'USA',
  'Japan',
  'Pakistan',
  'South Korea',
];
