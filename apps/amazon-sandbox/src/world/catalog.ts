/**
 * Vocabulary the world is built from: what the sandbox sellers sell and how shoppers search for it.
 * Search terms are combined from these words, so each product gets relevant terms that sell, competitor and
 * long-tail terms that sell a little, and look-alike terms that only burn money.
 */

export interface ProductKind {
  name: string;
  /** How shoppers name the product: the seller's exact and phrase keywords. */
  coreTerms: string[];
  /** Looser terms the seller bids broad on. */
  broadTerms: string[];
  /** Products people confuse with this one: clicks that never buy. */
  lookAlikes: string[];
  features: string[];
  priceUsd: [number, number];
  /** Image colour (hue 0-360). */
  hue: number;
}

export interface SellerProfile {
  brand: string;
  /** Brand Analytics department its products are searched in. */
  department: string;
  accountName: string;
  competitorBrands: string[];
  kinds: ProductKind[];
}

/** Words that make a relevant term more specific without changing what is wanted. */
export const RELEVANT_MODIFIERS = [
  'stainless steel', 'heavy duty', 'best', 'premium', 'large', 'small', 'professional', 'durable', 'compact',
  'portable', '2 pack', 'set', 'black', 'grey', 'for home', 'for men', 'for women', 'gift', 'easy to clean',
  'with storage bag', 'lightweight', 'bpa free', 'extra large', 'upgraded',
];

/** Words that signal a shopper who will not buy this listing. */
export const WASTE_MODIFIERS = [
  'free', 'diy', 'how to use', 'replacement parts', 'used', 'cheap wholesale', 'for kids toy', 'manual pdf',
  'repair kit', 'vintage', 'near me', 'walmart',
];

export const SELLERS: SellerProfile[] = [
  {
    brand: 'Brightwood',
    department: 'Kitchen',
    accountName: 'Brightwood Home & Kitchen',
    competitorBrands: ['oxo', 'zulay', 'joseph joseph', 'kitchenaid', 'cuisinart', 'amazon basics'],
    kinds: [
      kind('Garlic Press', ['garlic press', 'garlic crusher', 'garlic mincer'], ['garlic tool', 'kitchen gadgets'],
        ['garlic powder', 'potato ricer', 'lemon squeezer', 'garlic peeler machine'], ['Rust Proof', 'Easy Squeeze'], [12, 24], 20),
      kind('Silicone Spatula Set', ['silicone spatula', 'spatula set', 'rubber spatula'], ['cooking utensils', 'baking tools'],
        ['metal spatula', 'fish spatula', 'paint spatula', 'spatula for grill'], ['Heat Resistant', 'Non Stick'], [10, 22], 350),
      kind('Knife Sharpener', ['knife sharpener', 'kitchen knife sharpener', 'sharpening stone'], ['knife tool', 'sharpener'],
        ['electric pencil sharpener', 'scissor sharpener', 'chainsaw sharpener', 'lawn mower blade sharpener'], ['3 Stage', 'Diamond Coated'], [15, 35], 200),
      kind('French Press', ['french press', 'coffee press', 'french press coffee maker'], ['coffee maker', 'coffee brewer'],
        ['espresso machine', 'coffee filters', 'k cups', 'tea kettle electric'], ['Borosilicate Glass', 'Double Wall'], [20, 40], 30),
      kind('Bamboo Cutting Board', ['bamboo cutting board', 'cutting board', 'chopping board'], ['kitchen board', 'wood board'],
        ['cheese board set', 'ironing board', 'cutting board oil', 'charcuterie board'], ['Juice Groove', 'Extra Thick'], [18, 38], 40),
      kind('Salad Spinner', ['salad spinner', 'lettuce spinner', 'vegetable dryer'], ['salad tools', 'kitchen spinner'],
        ['salad bowl wooden', 'fidget spinner', 'spin mop', 'salad dressing'], ['Collapsible', 'Large 5L'], [20, 35], 110),
      kind('Meat Thermometer', ['meat thermometer', 'instant read thermometer', 'cooking thermometer'], ['grill thermometer', 'food thermometer'],
        ['forehead thermometer', 'oven', 'room thermometer', 'pool thermometer'], ['Waterproof', 'Backlit'], [12, 30], 0),
      kind('Measuring Cups Set', ['measuring cups', 'measuring spoons', 'measuring cups and spoons set'], ['baking set', 'measuring tools'],
        ['kitchen scale digital', 'coffee cups', 'measuring tape', 'shot glasses'], ['Nesting', 'Magnetic'], [10, 20], 270),
      kind('Spice Rack Organizer', ['spice rack', 'spice organizer', 'spice rack organizer'], ['kitchen organizer', 'cabinet organizer'],
        ['spice jars empty', 'spices set', 'wine rack', 'shoe rack'], ['3 Tier', 'Expandable'], [15, 32], 60),
      kind('Herb Scissors', ['herb scissors', 'kitchen scissors', 'herb cutter'], ['kitchen shears', 'herb tools'],
        ['hair scissors', 'pruning shears', 'hedge trimmer', 'craft scissors'], ['5 Blade', 'With Cover'], [8, 16], 140),
      kind('Pour Over Kettle', ['pour over kettle', 'gooseneck kettle', 'coffee kettle'], ['kettle', 'coffee tools'],
        ['electric kettle', 'tea pot', 'camping kettle', 'kettle bell'], ['Thermometer Lid', '1L'], [25, 45], 10),
      kind('Vegetable Chopper', ['vegetable chopper', 'onion chopper', 'food chopper'], ['veggie cutter', 'kitchen chopper'],
        ['food processor', 'wood chopper axe', 'mandoline slicer', 'blender'], ['12 in 1', 'With Container'], [18, 32], 90),
      kind('Oil Sprayer', ['oil sprayer', 'olive oil sprayer', 'oil mister'], ['cooking spray bottle', 'oil dispenser'],
        ['spray paint', 'plant mister', 'air fryer', 'cooking spray'], ['Glass Bottle', '2 Pack'], [10, 20], 50),
    ],
  },
  {
    brand: 'Northpeak',
    department: 'Sports & Outdoors',
    accountName: 'Northpeak Outdoor GmbH',
    competitorBrands: ['coleman', 'osprey', 'black diamond', 'naturehike', 'rei', 'decathlon'],
    kinds: [
      kind('Camping Headlamp', ['headlamp', 'camping headlamp', 'led head torch'], ['camping light', 'head light'],
        ['car headlight bulb', 'flashlight', 'solar lantern', 'bike light'], ['Rechargeable', '1000 Lumen'], [15, 30], 45),
      kind('Trekking Poles', ['trekking poles', 'hiking poles', 'walking sticks'], ['hiking gear', 'poles'],
        ['ski poles', 'tent poles', 'selfie stick', 'curtain pole'], ['Carbon', 'Collapsible'], [30, 60], 220),
      kind('Camping Hammock', ['camping hammock', 'hammock', 'travel hammock'], ['camping gear', 'outdoor hammock'],
        ['hammock stand', 'hammock chair', 'swing set', 'mosquito net bed'], ['Double', 'With Straps'], [20, 45], 130),
      kind('Insulated Water Bottle', ['insulated water bottle', 'water bottle', 'steel bottle'], ['drink bottle', 'flask'],
        ['water filter', 'baby bottle', 'hot water bottle', 'bottle opener'], ['1L', 'Leak Proof'], [15, 35], 190),
      kind('Sleeping Bag', ['sleeping bag', 'camping sleeping bag', 'mummy sleeping bag'], ['camping bed', 'outdoor sleeping'],
        ['sleeping pad', 'baby sleeping bag', 'air mattress', 'pillow'], ['3 Season', 'Compact'], [35, 80], 260),
      kind('Camping Stove', ['camping stove', 'backpacking stove', 'gas stove portable'], ['camp cooking', 'stove'],
        ['gas canister', 'wood stove indoor', 'induction cooktop', 'bbq grill'], ['Piezo Ignition', 'Ultralight'], [25, 50], 15),
      kind('Dry Bag', ['dry bag', 'waterproof bag', 'roll top dry bag'], ['kayak bag', 'waterproof storage'],
        ['phone pouch', 'laundry bag', 'gym bag', 'dry shampoo'], ['20L', 'With Shoulder Strap'], [12, 25], 170),
      kind('Camping Lantern', ['camping lantern', 'led lantern', 'rechargeable lantern'], ['tent light', 'outdoor light'],
        ['garden lights', 'oil lamp', 'string lights', 'chinese lantern'], ['Dimmable', 'Power Bank'], [15, 30], 55),
      kind('Hiking Backpack', ['hiking backpack', 'daypack', 'trekking backpack'], ['backpack', 'outdoor bag'],
        ['school backpack', 'laptop bag', 'baby carrier', 'rolling backpack'], ['30L', 'Rain Cover'], [35, 70], 100),
      kind('Camping Chair', ['camping chair', 'folding chair', 'portable chair'], ['outdoor chair', 'beach chair'],
        ['office chair', 'gaming chair', 'rocking chair', 'wheelchair'], ['Lightweight', 'With Cup Holder'], [25, 55], 300),
    ],
  },
];

function kind(
  name: string,
  coreTerms: string[],
  broadTerms: string[],
  lookAlikes: string[],
  features: string[],
  priceUsd: [number, number],
  hue: number,
): ProductKind {
  return { name, coreTerms, broadTerms, lookAlikes, features, priceUsd, hue };
}
