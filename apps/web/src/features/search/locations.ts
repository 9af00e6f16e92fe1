/** Common places sellers give (Addis Ababa's sub-cities), offered as the location filter's hints. */
export const COMMON_LOCATIONS = [
  'Bole',
  'Kirkos',
  'Arada',
  'Yeka',
  'Lideta',
  'Gulele',
  'Kolfe Keranio',
  'Nifas Silk-Lafto',
  'Akaky Kaliti',
  'Addis Ketema',
  'Lemi Kura',
] as const;
