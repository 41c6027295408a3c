// Deterministic generators of realistic people for demo data and benchmarks.

export const FIRST_NAMES = [
  'José',
  'Luis',
  'Carlos',
  'Juan',
  'Miguel',
  'Ángel',
  'Pedro',
  'Jorge',
  'Ramón',
  'Héctor',
  'Rafael',
  'Edwin',
  'Xavier',
  'Javier',
  'Wilfredo',
  'Orlando',
  'Michael',
  'David',
  'Kevin',
  'Christopher',
  'Anthony',
  'Brian',
  'María',
  'Carmen',
  'Ana',
  'Luz',
  'Gloria',
  'Yolanda',
  'Marisol',
  'Nilda',
  'Sonia',
  'Zoraida',
  'Jennifer',
  'Jessica',
  'Ashley',
  'Melissa',
  'Sarah',
  'Emily',
  'Gabriela',
  'Valeria',
  'Alejandra',
  'Daniela',
  'Fernando',
  'Ricardo',
  'Manuel',
  'Francisco',
  'Roberto',
  'Eduardo',
  'Iris',
  'Lourdes',
] as const;

export const LAST_NAMES = [
  'Rivera',
  'Rodríguez',
  'Santiago',
  'Torres',
  'Ortiz',
  'Díaz',
  'Vázquez',
  'Colón',
  'Cruz',
  'Ramos',
  'Morales',
  'Hernández',
  'Pérez',
  'González',
  'López',
  'Martínez',
  'Reyes',
  'Figueroa',
  'Meléndez',
  'Rosario',
  'Negrón',
  'Maldonado',
  'Nieves',
  'Acevedo',
  'Quiñones',
  'Báez',
  'Medina',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'García',
  'Sánchez',
  'Ruiz',
  'Castillo',
  'Mendoza',
  'Aguilar',
  'Flores',
  'Soto',
  'Vega',
] as const;

export const PR_CITIES = [
  { city: 'San Juan', zip: '00901' },
  { city: 'Bayamón', zip: '00956' },
  { city: 'Carolina', zip: '00979' },
  { city: 'Ponce', zip: '00716' },
  { city: 'Caguas', zip: '00725' },
  { city: 'Guaynabo', zip: '00969' },
  { city: 'Mayagüez', zip: '00680' },
  { city: 'Arecibo', zip: '00612' },
  { city: 'Trujillo Alto', zip: '00976' },
  { city: 'Humacao', zip: '00791' },
] as const;

export const STREETS = [
  'Calle Luna',
  'Calle Sol',
  'Ave. Ponce de León',
  'Calle Loíza',
  'Ave. Muñoz Rivera',
  'Calle Fortaleza',
  'Calle San Francisco',
  'Ave. Roosevelt',
  'Calle Betances',
  'Calle Degetau',
] as const;

/** mulberry32: a small seeded PRNG so demo data and benchmark data are the same on every machine. */
export const createRandom = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
};

export const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

export const makePerson = (random: ReturnType<typeof createRandom>, index: number) => {
  const name = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const mothersMaidenName = random.pick(LAST_NAMES);
  const place = random.pick(PR_CITIES);
  const area = random.pick(['787', '939']);
  const phone = `+1${area}${random.int(200, 999)}${String(random.int(0, 9999)).padStart(4, '0')}`;
  return {
    name,
    lastName,
    mothersMaidenName,
    initial: random.next() < 0.3 ? random.pick(['A', 'E', 'J', 'L', 'M', 'R']) : null,
    phone,
    mobile: random.next() < 0.5 ? `+1${area}${random.int(200, 999)}${String(random.int(0, 9999)).padStart(4, '0')}` : null,
    address: {
      street: `${random.pick(STREETS)} ${random.int(1, 999)}`,
      city: place.city,
      state: 'PR',
      country: 'PR',
      zipCode: place.zip,
    },
    emailLocal: `${slug(name)}.${slug(lastName)}${index}`,
  };
};
