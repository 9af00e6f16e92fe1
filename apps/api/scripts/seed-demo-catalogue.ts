// What the demo sellers list, per seeded sub-category (0005_seed-health-taxonomy.sql): generic
// medicine names with strengths and pack sizes, or equipment and supplies with their specification.
// Prices are in ETB for the first pack; other packs scale by their factor.

export type ProductKind = 'medicine' | 'equipment' | 'supply';

export interface CatalogueItem {
  name: string;
  /** Strength and form, or model and specification. */
  specs: readonly string[];
  /** Pack label and its price factor against the first pack. */
  packs: readonly (readonly [label: string, factor: number])[];
  /** ETB per first pack, low and high. */
  price: readonly [number, number];
}

export interface SubCategoryCatalogue {
  kind: ProductKind;
  items: readonly CatalogueItem[];
}

const BOX = (n: number) => `box of ${n}`;
const tabs = (strength: string, form = 'tablets') => `${strength} ${form}`;

// prettier-ignore
export const CATALOGUE: Record<string, SubCategoryCatalogue> = {
  analgesics: { kind: 'medicine', items: [
    { name: 'Paracetamol', specs: [tabs('500 mg'), '120 mg/5 ml syrup, 100 ml', tabs('1 g')], packs: [[BOX(100), 1], [BOX(1000), 9.2]], price: [95, 180] },
    { name: 'Ibuprofen', specs: [tabs('400 mg'), tabs('200 mg'), '100 mg/5 ml suspension, 100 ml'], packs: [[BOX(100), 1], [BOX(500), 4.6]], price: [140, 260] },
    { name: 'Diclofenac sodium', specs: [tabs('50 mg', 'enteric-coated tablets'), '75 mg/3 ml injection', '1% gel, 30 g'], packs: [[BOX(100), 1], [BOX(10), 0.14]], price: [120, 240] },
    { name: 'Acetylsalicylic acid', specs: [tabs('300 mg'), tabs('75 mg', 'dispersible tablets')], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [70, 150] },
  ] },
  'opioid-analgesics': { kind: 'medicine', items: [
    { name: 'Tramadol hydrochloride', specs: [tabs('50 mg', 'capsules'), '100 mg/2 ml injection'], packs: [[BOX(100), 1], [BOX(10), 0.15]], price: [450, 780] },
    { name: 'Morphine sulphate', specs: ['10 mg/ml injection', tabs('10 mg'), '5 mg/5 ml oral solution'], packs: [[BOX(10), 1], [BOX(50), 4.7]], price: [900, 1600] },
    { name: 'Pethidine hydrochloride', specs: ['50 mg/ml injection', '100 mg/2 ml injection'], packs: [[BOX(10), 1], [BOX(50), 4.8]], price: [750, 1300] },
  ] },
  antibiotics: { kind: 'medicine', items: [
    { name: 'Amoxicillin', specs: [tabs('500 mg', 'capsules'), tabs('250 mg', 'capsules'), '125 mg/5 ml powder for suspension, 100 ml'], packs: [[BOX(100), 1], [BOX(1000), 9.1]], price: [260, 480] },
    { name: 'Amoxicillin + clavulanic acid', specs: [tabs('625 mg'), tabs('1 g'), '228 mg/5 ml suspension, 70 ml'], packs: [[BOX(14), 1], [BOX(140), 9.4]], price: [320, 560] },
    { name: 'Ciprofloxacin', specs: [tabs('500 mg'), tabs('250 mg'), '200 mg/100 ml infusion'], packs: [[BOX(100), 1], [BOX(10), 0.13]], price: [240, 430] },
    { name: 'Ceftriaxone', specs: ['1 g powder for injection', '500 mg powder for injection'], packs: [[BOX(50), 1], [BOX(10), 0.22]], price: [1100, 1900] },
    { name: 'Azithromycin', specs: [tabs('500 mg'), tabs('250 mg'), '200 mg/5 ml suspension, 15 ml'], packs: [[BOX(30), 1], [BOX(300), 9.2]], price: [280, 520] },
    { name: 'Metronidazole', specs: [tabs('250 mg'), tabs('500 mg'), '500 mg/100 ml infusion'], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [110, 220] },
    { name: 'Fluconazole', specs: [tabs('150 mg', 'capsules'), tabs('50 mg', 'capsules')], packs: [[BOX(10), 1], [BOX(100), 9.3]], price: [90, 210] },
  ] },
  antimalarials: { kind: 'medicine', items: [
    { name: 'Artemether + lumefantrine', specs: [tabs('20/120 mg'), tabs('80/480 mg')], packs: [['pack of 30 x 24 tablets', 1], ['carton of 180 x 24 tablets', 5.8]], price: [1350, 2300] },
    { name: 'Artesunate', specs: ['60 mg powder for injection', '120 mg powder for injection'], packs: [[BOX(10), 1], [BOX(50), 4.8]], price: [1200, 2100] },
    { name: 'Chloroquine phosphate', specs: [tabs('250 mg'), '50 mg/5 ml syrup, 60 ml'], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [120, 240] },
    { name: 'Primaquine', specs: [tabs('7.5 mg'), tabs('15 mg')], packs: [[BOX(100), 1], [BOX(1000), 9.2]], price: [180, 320] },
  ] },
  antiretrovirals: { kind: 'medicine', items: [
    { name: 'Tenofovir + lamivudine + dolutegravir (TLD)', specs: [tabs('300/300/50 mg')], packs: [['bottle of 30', 1], ['bottle of 90', 2.9]], price: [520, 880] },
    { name: 'Dolutegravir', specs: [tabs('50 mg'), tabs('10 mg', 'dispersible tablets')], packs: [['bottle of 30', 1], ['bottle of 90', 2.9]], price: [360, 640] },
    { name: 'Abacavir + lamivudine', specs: [tabs('120/60 mg', 'dispersible tablets'), tabs('600/300 mg')], packs: [['bottle of 30', 1], ['bottle of 60', 1.95]], price: [420, 760] },
    { name: 'Zidovudine + lamivudine', specs: [tabs('300/150 mg'), tabs('60/30 mg', 'dispersible tablets')], packs: [['bottle of 60', 1]], price: [380, 690] },
  ] },
  'anti-tuberculosis': { kind: 'medicine', items: [
    { name: 'RHZE (rifampicin + isoniazid + pyrazinamide + ethambutol)', specs: [tabs('150/75/400/275 mg')], packs: [['blister pack of 672', 1], [BOX(28), 0.05]], price: [2400, 3900] },
    { name: 'Isoniazid', specs: [tabs('300 mg'), tabs('100 mg')], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [160, 290] },
    { name: 'Rifampicin + isoniazid (RH)', specs: [tabs('150/75 mg'), tabs('75/50 mg', 'dispersible tablets')], packs: [['blister pack of 672', 1], [BOX(84), 0.14]], price: [1800, 3100] },
  ] },
  cardiovascular: { kind: 'medicine', items: [
    { name: 'Amlodipine', specs: [tabs('5 mg'), tabs('10 mg')], packs: [[BOX(30), 1], [BOX(100), 3.2]], price: [75, 160] },
    { name: 'Enalapril maleate', specs: [tabs('5 mg'), tabs('10 mg'), tabs('20 mg')], packs: [[BOX(100), 1], [BOX(30), 0.33]], price: [150, 290] },
    { name: 'Atorvastatin', specs: [tabs('20 mg'), tabs('40 mg')], packs: [[BOX(30), 1], [BOX(90), 2.8]], price: [180, 360] },
    { name: 'Hydrochlorothiazide', specs: [tabs('25 mg'), tabs('50 mg')], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [90, 180] },
    { name: 'Warfarin sodium', specs: [tabs('5 mg'), tabs('1 mg')], packs: [[BOX(100), 1], [BOX(28), 0.3]], price: [210, 380] },
    { name: 'Furosemide', specs: [tabs('40 mg'), '20 mg/2 ml injection'], packs: [[BOX(100), 1], [BOX(10), 0.16]], price: [95, 190] },
  ] },
  diabetes: { kind: 'medicine', items: [
    { name: 'Metformin hydrochloride', specs: [tabs('500 mg'), tabs('850 mg'), tabs('1000 mg')], packs: [[BOX(100), 1], [BOX(1000), 9.1]], price: [140, 280] },
    { name: 'Glibenclamide', specs: [tabs('5 mg')], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [80, 160] },
    { name: 'Insulin NPH (isophane)', specs: ['100 IU/ml vial, 10 ml', '100 IU/ml cartridge, 3 ml'], packs: [['1 vial', 1], [BOX(10), 9.5]], price: [380, 620] },
    { name: 'Soluble insulin (regular)', specs: ['100 IU/ml vial, 10 ml'], packs: [['1 vial', 1], [BOX(10), 9.5]], price: [360, 600] },
    { name: 'Premixed insulin 70/30', specs: ['100 IU/ml vial, 10 ml', '100 IU/ml pen, 3 ml'], packs: [['1 vial', 1], [BOX(5), 4.8]], price: [420, 700] },
  ] },
  respiratory: { kind: 'medicine', items: [
    { name: 'Salbutamol', specs: ['100 mcg/dose inhaler, 200 doses', tabs('4 mg'), '5 mg/ml nebuliser solution, 20 ml'], packs: [['1 inhaler', 1], [BOX(10), 9.4]], price: [180, 340] },
    { name: 'Beclomethasone dipropionate', specs: ['100 mcg/dose inhaler, 200 doses', '250 mcg/dose inhaler, 200 doses'], packs: [['1 inhaler', 1], [BOX(10), 9.4]], price: [320, 560] },
    { name: 'Prednisolone', specs: [tabs('5 mg'), tabs('20 mg')], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [110, 230] },
    { name: 'Cough syrup (dextromethorphan + guaifenesin)', specs: ['100 ml bottle', '200 ml bottle'], packs: [['carton of 24', 1], ['1 bottle', 0.05]], price: [1300, 2200] },
  ] },
  gastrointestinal: { kind: 'medicine', items: [
    { name: 'Oral rehydration salts (ORS)', specs: ['20.5 g sachet (WHO low-osmolarity)'], packs: [['box of 100 sachets', 1], ['carton of 1000 sachets', 9]], price: [450, 800] },
    { name: 'ORS + zinc co-pack', specs: ['2 ORS sachets + 10 zinc 20 mg tablets'], packs: [['box of 50 co-packs', 1]], price: [900, 1500] },
    { name: 'Omeprazole', specs: [tabs('20 mg', 'capsules'), '40 mg powder for injection'], packs: [[BOX(100), 1], [BOX(30), 0.32]], price: [160, 320] },
    { name: 'Metoclopramide', specs: [tabs('10 mg'), '10 mg/2 ml injection'], packs: [[BOX(100), 1], [BOX(10), 0.2]], price: [90, 190] },
    { name: 'Magnesium trisilicate compound', specs: [tabs('250 mg', 'chewable tablets'), 'suspension, 200 ml'], packs: [[BOX(100), 1]], price: [70, 140] },
  ] },
  psychotropics: { kind: 'medicine', items: [
    { name: 'Diazepam', specs: [tabs('5 mg'), '10 mg/2 ml injection'], packs: [[BOX(100), 1], [BOX(10), 0.2]], price: [220, 420] },
    { name: 'Phenobarbital', specs: [tabs('30 mg'), tabs('100 mg')], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [150, 300] },
    { name: 'Carbamazepine', specs: [tabs('200 mg'), '100 mg/5 ml suspension'], packs: [[BOX(100), 1], [BOX(50), 0.52]], price: [260, 480] },
    { name: 'Haloperidol', specs: [tabs('5 mg'), '5 mg/ml injection'], packs: [[BOX(100), 1], [BOX(10), 0.2]], price: [200, 390] },
    { name: 'Amitriptyline', specs: [tabs('25 mg')], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [110, 210] },
  ] },
  vaccines: { kind: 'medicine', items: [
    { name: 'Tetanus toxoid (TT) vaccine', specs: ['10-dose vial, 5 ml'], packs: [['box of 10 vials', 1], ['box of 50 vials', 4.8]], price: [1400, 2400] },
    { name: 'Hepatitis B vaccine (adult)', specs: ['20 mcg/1 ml single-dose vial', '10-dose vial'], packs: [['box of 10 vials', 1]], price: [2800, 4600] },
    { name: 'Anti-rabies vaccine', specs: ['single dose, lyophilised, with diluent'], packs: [['box of 5 vials', 1], ['box of 1 vial', 0.22]], price: [3200, 5200] },
    { name: 'Anti-D immunoglobulin', specs: ['300 mcg prefilled syringe'], packs: [['1 syringe', 1], [BOX(10), 9.6]], price: [2600, 4200] },
  ] },
  'vitamins-supplements': { kind: 'medicine', items: [
    { name: 'Ferrous sulphate + folic acid', specs: [tabs('200 mg + 0.4 mg'), tabs('60 mg + 0.4 mg')], packs: [[BOX(100), 1], [BOX(1000), 9]], price: [90, 180] },
    { name: 'Vitamin A (retinol)', specs: ['200,000 IU capsules', '100,000 IU capsules'], packs: [['bottle of 500', 1]], price: [800, 1400] },
    { name: 'Zinc sulphate', specs: [tabs('20 mg', 'dispersible tablets')], packs: [[BOX(100), 1], [BOX(10), 0.12]], price: [80, 160] },
    { name: 'Multivitamin', specs: [tabs('adult', 'film-coated tablets'), 'syrup, 200 ml'], packs: [['bottle of 30', 1], ['carton of 12 bottles', 11]], price: [150, 380] },
    { name: 'Calcium + vitamin D3', specs: [tabs('500 mg + 400 IU', 'chewable tablets')], packs: [['bottle of 60', 1]], price: [220, 420] },
  ] },
  dermatology: { kind: 'medicine', items: [
    { name: 'Clotrimazole', specs: ['1% cream, 20 g', '1% cream, 30 g'], packs: [['1 tube', 1], [BOX(12), 11]], price: [45, 95] },
    { name: 'Hydrocortisone', specs: ['1% cream, 15 g', '1% ointment, 15 g'], packs: [['1 tube', 1], [BOX(12), 11]], price: [55, 110] },
    { name: 'Benzyl benzoate', specs: ['25% lotion, 100 ml'], packs: [['1 bottle', 1], ['carton of 24', 22]], price: [60, 120] },
    { name: 'Silver sulfadiazine', specs: ['1% cream, 500 g jar', '1% cream, 50 g'], packs: [['1 jar', 1]], price: [450, 850] },
  ] },
  'ophthalmic-ent': { kind: 'medicine', items: [
    { name: 'Tetracycline eye ointment', specs: ['1%, 5 g tube'], packs: [['box of 50 tubes', 1], ['1 tube', 0.025]], price: [900, 1600] },
    { name: 'Chloramphenicol eye drops', specs: ['0.5%, 10 ml'], packs: [['1 bottle', 1], [BOX(12), 11]], price: [45, 95] },
    { name: 'Ciprofloxacin ear/eye drops', specs: ['0.3%, 5 ml', '0.3%, 10 ml'], packs: [['1 bottle', 1], [BOX(12), 11]], price: [60, 130] },
    { name: 'Xylometazoline nasal drops', specs: ['0.1% adult, 10 ml', '0.05% paediatric, 10 ml'], packs: [['1 bottle', 1], [BOX(12), 11]], price: [55, 120] },
  ] },
  'diagnostic-equipment': { kind: 'equipment', items: [
    { name: 'Digital blood pressure monitor', specs: ['upper arm, with adult cuff', 'wrist type', 'upper arm, large cuff 22-42 cm'], packs: [['1 unit', 1], ['pack of 5', 4.6]], price: [1800, 4200] },
    { name: 'Aneroid sphygmomanometer', specs: ['with stethoscope, adult cuff', 'wall-mounted'], packs: [['1 unit', 1]], price: [1200, 2600] },
    { name: 'Stethoscope', specs: ['dual head, adult', 'cardiology, stainless steel', 'paediatric'], packs: [['1 unit', 1], ['pack of 10', 9]], price: [650, 4800] },
    { name: 'Infrared thermometer', specs: ['non-contact forehead', 'ear type'], packs: [['1 unit', 1], ['pack of 10', 9.2]], price: [900, 2200] },
    { name: 'ECG machine', specs: ['12-channel with interpretation', '3-channel portable'], packs: [['1 unit', 1]], price: [65000, 180000] },
    { name: 'Otoscope / ophthalmoscope diagnostic set', specs: ['LED, rechargeable handle'], packs: [['1 set', 1]], price: [6500, 16000] },
  ] },
  'hospital-furniture': { kind: 'equipment', items: [
    { name: 'Hospital bed', specs: ['manual, 2-crank, with side rails', 'electric, 3-function', 'paediatric cot'], packs: [['1 unit', 1]], price: [28000, 120000] },
    { name: 'Wheelchair', specs: ['standard foldable, 18 inch', 'heavy duty', 'paediatric'], packs: [['1 unit', 1]], price: [6500, 22000] },
    { name: 'Examination couch', specs: ['with adjustable backrest', 'gynaecological, with stirrups'], packs: [['1 unit', 1]], price: [12000, 45000] },
    { name: 'Patient stretcher trolley', specs: ['hydraulic, with IV pole', 'foldable'], packs: [['1 unit', 1]], price: [22000, 70000] },
    { name: 'Over-bed table', specs: ['height adjustable'], packs: [['1 unit', 1]], price: [4500, 9000] },
  ] },
  'surgical-instruments': { kind: 'equipment', items: [
    { name: 'Minor surgery instrument set', specs: ['12 pieces, stainless steel', '20 pieces, with tray'], packs: [['1 set', 1]], price: [4500, 14000] },
    { name: 'Caesarean section instrument set', specs: ['56 pieces, German stainless steel'], packs: [['1 set', 1]], price: [38000, 85000] },
    { name: 'Scalpel handle', specs: ['No. 3', 'No. 4'], packs: [['pack of 10', 1]], price: [900, 1800] },
    { name: 'Artery forceps', specs: ['Kelly, curved, 14 cm', 'Mosquito, straight, 12.5 cm'], packs: [['pack of 10', 1]], price: [1600, 3600] },
    { name: 'Autoclave', specs: ['table-top, 18 litres', 'vertical, 50 litres'], packs: [['1 unit', 1]], price: [45000, 160000] },
  ] },
  'respiratory-equipment': { kind: 'equipment', items: [
    { name: 'Oxygen concentrator', specs: ['5 L/min, with nebuliser', '10 L/min, dual flow'], packs: [['1 unit', 1]], price: [42000, 98000] },
    { name: 'Pulse oximeter', specs: ['fingertip, OLED', 'handheld with paediatric probe'], packs: [['1 unit', 1], ['pack of 10', 9]], price: [850, 9500] },
    { name: 'Compressor nebuliser', specs: ['with adult and child masks'], packs: [['1 unit', 1], ['pack of 5', 4.7]], price: [2200, 4800] },
    { name: 'Oxygen regulator with flowmeter', specs: ['0-15 L/min, with humidifier bottle'], packs: [['1 unit', 1]], price: [3800, 7500] },
    { name: 'Suction machine', specs: ['portable, 20 L/min', 'electric, double jar'], packs: [['1 unit', 1]], price: [14000, 42000] },
  ] },
  imaging: { kind: 'equipment', items: [
    { name: 'Portable ultrasound scanner', specs: ['convex + linear probes', 'with convex probe, B/W'], packs: [['1 unit', 1]], price: [380000, 1200000] },
    { name: 'X-ray film viewer', specs: ['LED, single panel', 'LED, double panel'], packs: [['1 unit', 1]], price: [9000, 21000] },
    { name: 'X-ray lead apron', specs: ['0.5 mm Pb, front protection', '0.35 mm Pb, wrap-around'], packs: [['1 unit', 1]], price: [7500, 18000] },
    { name: 'Ultrasound gel', specs: ['5 litre can', '250 ml bottle'], packs: [['1 can', 1], ['carton of 4 cans', 3.8]], price: [650, 1300] },
  ] },
  reagents: { kind: 'supply', items: [
    { name: 'Giemsa stain', specs: ['500 ml', '1 litre'], packs: [['1 bottle', 1], [BOX(6), 5.6]], price: [1100, 2200] },
    { name: 'Glucose reagent kit (GOD-PAP)', specs: ['4 x 100 ml', '2 x 250 ml'], packs: [['1 kit', 1]], price: [2600, 4800] },
    { name: 'Haematology analyser diluent', specs: ['20 litre', '10 litre'], packs: [['1 container', 1]], price: [5200, 9800] },
    { name: 'Gram stain kit', specs: ['4 x 250 ml'], packs: [['1 kit', 1], [BOX(4), 3.8]], price: [1500, 2900] },
    { name: 'Creatinine reagent kit (Jaffe)', specs: ['2 x 100 ml'], packs: [['1 kit', 1]], price: [1900, 3600] },
  ] },
  'lab-glassware': { kind: 'supply', items: [
    { name: 'Microscope glass slides', specs: ['76 x 26 mm, frosted end', '76 x 26 mm, plain'], packs: [['box of 50', 1], ['carton of 50 boxes', 46]], price: [95, 180] },
    { name: 'Test tubes', specs: ['borosilicate, 16 x 150 mm', 'plastic, 12 x 75 mm'], packs: [['pack of 100', 1], ['pack of 1000', 9]], price: [350, 900] },
    { name: 'Micropipette tips', specs: ['yellow, 200 µl', 'blue, 1000 µl'], packs: [['bag of 1000', 1], ['carton of 10 bags', 9.3]], price: [300, 650] },
    { name: 'Urine containers', specs: ['sterile, 60 ml, screw cap'], packs: [['pack of 100', 1], ['carton of 1000', 9]], price: [380, 700] },
  ] },
  'lab-equipment': { kind: 'equipment', items: [
    { name: 'Binocular microscope', specs: ['LED, 40x-1000x', 'trinocular with camera port'], packs: [['1 unit', 1]], price: [28000, 95000] },
    { name: 'Centrifuge', specs: ['8 x 15 ml, 4000 rpm', 'haematocrit, 24 capillaries'], packs: [['1 unit', 1]], price: [14000, 42000] },
    { name: 'Semi-automatic chemistry analyser', specs: ['with thermal printer'], packs: [['1 unit', 1]], price: [160000, 320000] },
    { name: 'Haemoglobin meter', specs: ['with 50 microcuvettes'], packs: [['1 unit', 1]], price: [9500, 18000] },
    { name: 'Laboratory refrigerator', specs: ['2-8 °C, 300 litre, glass door'], packs: [['1 unit', 1]], price: [65000, 140000] },
  ] },
  'syringes-needles': { kind: 'supply', items: [
    { name: 'Disposable syringe with needle', specs: ['5 ml, 23G', '3 ml, 23G', '10 ml, 21G', '2 ml, 23G'], packs: [[BOX(100), 1], ['carton of 2000', 19]], price: [230, 420] },
    { name: 'Auto-disable syringe', specs: ['0.5 ml, 23G x 1"', '0.05 ml BCG, 26G'], packs: [[BOX(100), 1], ['carton of 3000', 28]], price: [320, 560] },
    { name: 'IV cannula', specs: ['20G pink', '22G blue', '18G green', '24G yellow'], packs: [[BOX(50), 1], ['carton of 1000', 19]], price: [650, 1200] },
    { name: 'Hypodermic needle', specs: ['21G x 1.5"', '23G x 1"'], packs: [[BOX(100), 1]], price: [120, 240] },
    { name: 'Insulin syringe', specs: ['1 ml U-100, 30G'], packs: [[BOX(100), 1]], price: [380, 650] },
  ] },
  gloves: { kind: 'supply', items: [
    { name: 'Latex examination gloves', specs: ['powder-free, medium', 'powdered, large', 'powder-free, small'], packs: [[BOX(100), 1], ['carton of 10 boxes', 9.5]], price: [380, 650] },
    { name: 'Nitrile examination gloves', specs: ['powder-free, medium, blue', 'powder-free, large, blue'], packs: [[BOX(100), 1], ['carton of 10 boxes', 9.5]], price: [520, 880] },
    { name: 'Sterile surgical gloves', specs: ['size 7.5', 'size 7', 'size 8'], packs: [['box of 50 pairs', 1]], price: [1200, 2200] },
  ] },
  dressings: { kind: 'supply', items: [
    { name: 'Absorbent gauze roll', specs: ['90 cm x 100 m', '36 in x 100 yd'], packs: [['1 roll', 1], ['carton of 12 rolls', 11.2]], price: [850, 1500] },
    { name: 'Gauze swabs', specs: ['10 x 10 cm, 8 ply, non-sterile', '7.5 x 7.5 cm, sterile'], packs: [['pack of 100', 1], ['carton of 50 packs', 46]], price: [120, 260] },
    { name: 'Elastic crepe bandage', specs: ['10 cm x 4.5 m', '7.5 cm x 4.5 m'], packs: [['pack of 12', 1]], price: [360, 640] },
    { name: 'Adhesive zinc oxide plaster', specs: ['2.5 cm x 5 m', '7.5 cm x 5 m'], packs: [['pack of 12 rolls', 1]], price: [280, 560] },
    { name: 'Cotton wool', specs: ['500 g roll', '100 g roll'], packs: [['1 roll', 1], ['carton of 20', 18]], price: [150, 320] },
  ] },
  'iv-infusion': { kind: 'supply', items: [
    { name: 'IV giving set', specs: ['20 drops/ml, with air vent', '60 drops/ml paediatric burette'], packs: [['box of 100', 1], ['carton of 500', 4.7]], price: [1400, 2600] },
    { name: 'Normal saline 0.9%', specs: ['1000 ml bag', '500 ml bottle'], packs: [['carton of 10', 1], ['carton of 20', 1.95]], price: [480, 900] },
    { name: "Ringer's lactate", specs: ['1000 ml bag', '500 ml bag'], packs: [['carton of 10', 1]], price: [520, 950] },
    { name: 'Dextrose 5%', specs: ['1000 ml', '500 ml'], packs: [['carton of 10', 1]], price: [480, 880] },
    { name: 'Foley urinary catheter', specs: ['2-way, 16 Fr', '2-way, 14 Fr', '3-way, 20 Fr'], packs: [[BOX(10), 1], [BOX(50), 4.7]], price: [380, 750] },
  ] },
  'masks-respirators': { kind: 'supply', items: [
    { name: 'Surgical face mask', specs: ['3-ply, ear loop, type IIR', '3-ply, tie-on'], packs: [['box of 50', 1], ['carton of 40 boxes', 37]], price: [120, 260] },
    { name: 'N95 respirator', specs: ['cup shape, NIOSH', 'foldable, with valve'], packs: [['box of 20', 1], ['carton of 20 boxes', 19]], price: [480, 950] },
    { name: 'FFP2 respirator', specs: ['foldable, CE EN149'], packs: [['box of 20', 1]], price: [420, 820] },
  ] },
  'gowns-coveralls': { kind: 'supply', items: [
    { name: 'Isolation gown', specs: ['non-woven, 40 gsm, yellow', 'SMS, 45 gsm, fluid resistant'], packs: [['pack of 10', 1], ['carton of 100', 9.4]], price: [450, 900] },
    { name: 'Protective coverall', specs: ['type 5/6, hooded, size L', 'type 5/6, hooded, size XL'], packs: [['1 piece', 1], ['carton of 50', 46]], price: [280, 560] },
    { name: 'Plastic apron', specs: ['disposable, roll of 100', 'reusable heavy duty'], packs: [['1 roll', 1]], price: [380, 750] },
  ] },
  'eye-face-protection': { kind: 'supply', items: [
    { name: 'Face shield', specs: ['full face, anti-fog, reusable', 'disposable'], packs: [['pack of 10', 1], ['carton of 200', 18]], price: [350, 900] },
    { name: 'Safety goggles', specs: ['indirect vent, anti-fog', 'over-glasses type'], packs: [['pack of 10', 1]], price: [900, 1900] },
  ] },
  'rapid-tests': { kind: 'supply', items: [
    { name: 'Malaria RDT (Pf/Pv)', specs: ['HRP2/pLDH cassette'], packs: [['kit of 25 tests', 1], ['carton of 40 kits', 37]], price: [650, 1200] },
    { name: 'HIV 1/2 rapid test', specs: ['whole blood/serum/plasma'], packs: [['kit of 100 tests', 1], ['kit of 25 tests', 0.28]], price: [2400, 4200] },
    { name: 'Pregnancy test (hCG)', specs: ['strip, 25 mIU/ml', 'cassette'], packs: [['box of 50', 1], ['carton of 20 boxes', 18]], price: [220, 450] },
    { name: 'Syphilis rapid test', specs: ['cassette, whole blood'], packs: [['kit of 40 tests', 1]], price: [900, 1600] },
    { name: 'H. pylori antigen rapid test', specs: ['stool cassette'], packs: [['kit of 25 tests', 1]], price: [1100, 2100] },
    { name: 'HBsAg rapid test', specs: ['serum/plasma cassette'], packs: [['kit of 50 tests', 1]], price: [750, 1400] },
  ] },
  'glucose-monitoring': { kind: 'supply', items: [
    { name: 'Blood glucose meter', specs: ['with 10 strips and lancing device', 'with 25 strips, mmol/L and mg/dL'], packs: [['1 kit', 1], ['pack of 10', 9]], price: [950, 2200] },
    { name: 'Blood glucose test strips', specs: ['compatible with standard meters'], packs: [['box of 50', 1], ['box of 100', 1.9]], price: [650, 1250] },
    { name: 'Sterile lancets', specs: ['28G, twist top', '30G'], packs: [['box of 100', 1], ['box of 200', 1.9]], price: [180, 360] },
  ] },
  'sample-collection': { kind: 'supply', items: [
    { name: 'Vacuum blood collection tubes', specs: ['EDTA K2, 4 ml, purple cap', 'serum clot activator, 5 ml, red cap', 'sodium citrate 3.2%, blue cap'], packs: [['rack of 100', 1], ['carton of 1800', 17]], price: [700, 1300] },
    { name: 'Blood collection needle', specs: ['21G multi-sample', '22G multi-sample'], packs: [[BOX(100), 1]], price: [450, 850] },
    { name: 'Viral transport medium with swab', specs: ['3 ml tube, nasopharyngeal flocked swab'], packs: [['pack of 50', 1]], price: [1600, 3000] },
    { name: 'Tourniquet', specs: ['quick-release, adult'], packs: [['pack of 10', 1]], price: [350, 700] },
  ] },
  'family-planning': { kind: 'medicine', items: [
    { name: 'Levonorgestrel + ethinylestradiol (combined oral contraceptive)', specs: [tabs('0.15/0.03 mg', 'tablets, 28-day cycle')], packs: [['pack of 3 cycles', 1], ['carton of 100 cycles', 31]], price: [60, 140] },
    { name: 'Medroxyprogesterone acetate (DMPA)', specs: ['150 mg/ml injection, with syringe', '104 mg/0.65 ml subcutaneous'], packs: [['1 vial', 1], ['box of 100', 92]], price: [55, 120] },
    { name: 'Levonorgestrel emergency contraceptive', specs: [tabs('1.5 mg')], packs: [['1 tablet', 1], [BOX(50), 46]], price: [45, 110] },
    { name: 'Etonogestrel implant', specs: ['68 mg, single rod, with applicator'], packs: [['1 implant', 1], [BOX(10), 9.5]], price: [900, 1600] },
    { name: 'Copper IUD (TCu 380A)', specs: ['with inserter'], packs: [['1 unit', 1], [BOX(50), 45]], price: [95, 220] },
  ] },
  'infant-nutrition': { kind: 'supply', items: [
    { name: 'Infant formula, stage 1', specs: ['0-6 months, 400 g tin', '0-6 months, 900 g tin'], packs: [['1 tin', 1], ['carton of 24 tins', 22]], price: [480, 1100] },
    { name: 'Follow-on formula, stage 2', specs: ['6-12 months, 400 g tin'], packs: [['1 tin', 1], ['carton of 24 tins', 22]], price: [460, 980] },
    { name: 'Ready-to-use therapeutic food (RUTF)', specs: ['92 g sachet, peanut paste'], packs: [['carton of 150 sachets', 1]], price: [3800, 6500] },
    { name: 'Fortified cereal for infants', specs: ['wheat with milk, 400 g', 'rice, 250 g'], packs: [['1 pack', 1], ['carton of 12', 11]], price: [180, 420] },
  ] },
  'delivery-kits': { kind: 'supply', items: [
    { name: 'Clean delivery kit', specs: ['plastic sheet, blade, cord ties, soap, gauze'], packs: [['pack of 10 kits', 1], ['carton of 100 kits', 9.4]], price: [650, 1300] },
    { name: 'Midwifery kit', specs: ['reusable instruments with autoclavable box'], packs: [['1 kit', 1]], price: [9500, 22000] },
    { name: 'Umbilical cord clamp', specs: ['sterile, individually packed'], packs: [['box of 100', 1]], price: [350, 700] },
    { name: 'Neonatal resuscitation bag and mask', specs: ['500 ml, with masks size 0 and 1'], packs: [['1 set', 1]], price: [1800, 3800] },
    { name: 'Mucus extractor', specs: ['sterile, 20 ml'], packs: [['box of 50', 1]], price: [900, 1700] },
  ] },
  'veterinary-medicines': { kind: 'medicine', items: [
    { name: 'Oxytetracycline (veterinary)', specs: ['20% long-acting injection, 100 ml', '10% injection, 50 ml'], packs: [['1 vial', 1], [BOX(12), 11]], price: [280, 560] },
    { name: 'Albendazole (veterinary)', specs: ['2.5% oral suspension, 1 litre', tabs('600 mg', 'bolus')], packs: [['1 bottle', 1], ['box of 100 boluses', 2.6]], price: [650, 1200] },
    { name: 'Ivermectin (veterinary)', specs: ['1% injection, 50 ml', '1% injection, 100 ml'], packs: [['1 vial', 1], [BOX(12), 11]], price: [320, 640] },
    { name: 'Diminazene aceturate', specs: ['2.36 g sachet for injection'], packs: [['pack of 10 sachets', 1]], price: [400, 800] },
  ] },
  'veterinary-supplies': { kind: 'supply', items: [
    { name: 'Automatic vaccination syringe', specs: ['5 ml, adjustable dose', '2 ml, continuous'], packs: [['1 unit', 1], ['pack of 5', 4.7]], price: [1200, 2600] },
    { name: 'Drenching gun', specs: ['20 ml, metal', '60 ml, plastic'], packs: [['1 unit', 1]], price: [850, 1900] },
    { name: 'Ear tags for cattle', specs: ['numbered, yellow, with applicator'], packs: [['pack of 100', 1]], price: [1600, 3200] },
    { name: 'Veterinary disposable gloves', specs: ['shoulder length, 90 cm'], packs: [['box of 100', 1]], price: [700, 1300] },
  ] },
};

export const ORIGINS = [
  'India',
  'Ethiopia',
  'China',
  'Germany',
  'Egypt',
  'Turkey',
  'Kenya',
  'Jordan',
  'Bangladesh',
] as const;

export const CONDITIONS_OF_EQUIPMENT = ['NEW', 'NEW', 'NEW', 'USED', 'REFURBISHED'] as const;

export const REJECTION_REASONS = [
  'Please attach the EFDA import permit or registration number for this product.',
  'Prescription-only medicine: the listing must state that it is sold to licensed facilities only.',
  'The photos do not show the batch number and expiry date; add them and resubmit.',
  'Controlled substance: only wholesalers with an EFDA narcotics licence may list it.',
  'The strength in the title does not match the product in the photos.',
] as const;

export const SELL_POLICIES = [
  'Sold to licensed pharmacies and health facilities only; a copy of the licence is required.',
  'Payment by bank transfer (CBE, Awash, Dashen) or cash on delivery within Addis Ababa.',
  'Orders confirmed by phone; stock is reserved for 48 hours after confirmation.',
] as const;

export const TERMS = [
  'Returns accepted within 7 days for damaged or wrongly supplied items, with the invoice.',
  'Prices include VAT; a receipt is issued for every order.',
  'Cold-chain items are delivered in validated cool boxes and cannot be returned.',
] as const;
