/**
 * What the demo catalogue is made of: per category, product lines with their variant options and a
 * retail price band (minor units, MYR), plus qualifiers that turn a line into several products.
 */
export interface ProductLine {
  name: string;
  /** The first option list is the main axis; a second one (colours, finishes) multiplies it. */
  options: readonly (readonly string[])[];
  /** Retail price of the cheapest variant, [min, max] minor units. */
  price: readonly [number, number];
  /** Sold in cartons: the quantity step. */
  increment?: number;
  blurb: string;
}

export interface CategoryData {
  slug: string;
  code: string;
  qualifiers: readonly string[];
  lines: readonly ProductLine[];
}

const COLOURS = ['Black', 'White', 'Blue', 'Red', 'Green', 'Yellow'];

export const CATEGORIES: readonly CategoryData[] = [
  {
    slug: 'fasteners',
    code: 'FAS',
    qualifiers: ['Zinc-Plated', 'Stainless Steel A2', 'Hot-Dip Galvanised', 'Black Oxide', 'Stainless Steel A4', 'High-Tensile'],
    lines: [
      { name: 'Hex Bolt', options: [['M6 x 20mm', 'M6 x 30mm', 'M8 x 25mm', 'M8 x 40mm', 'M10 x 50mm', 'M12 x 60mm'], ['Box of 50', 'Box of 100']], price: [1450, 3900], blurb: 'Fully threaded hexagon head bolts for machinery, racking and general assembly.' },
      { name: 'Hex Nut', options: [['M5', 'M6', 'M8', 'M10', 'M12', 'M16']], price: [650, 1800], blurb: 'Standard hexagon nuts, DIN 934, to pair with our bolts and threaded rod.' },
      { name: 'Flat Washer', options: [['M5', 'M6', 'M8', 'M10', 'M12']], price: [390, 1200], blurb: 'Form A flat washers that spread the load under nuts and bolt heads.' },
      { name: 'Self-Drilling Screw', options: [['8g x 13mm', '10g x 16mm', '10g x 25mm', '12g x 45mm']], price: [1890, 4600], blurb: 'Drill, tap and fasten in one step through sheet metal up to 5 mm.' },
      { name: 'Wood Screw', options: [['3.5 x 30mm', '4 x 40mm', '4.5 x 50mm', '5 x 60mm', '6 x 80mm']], price: [1250, 3400], blurb: 'Countersunk Pozi-drive screws with a sharp point for hard and soft woods.' },
      { name: 'Nylon Wall Plug', options: [['5mm', '6mm', '8mm', '10mm']], price: [490, 1500], blurb: 'Expanding wall plugs for brick, concrete and block.' },
      { name: 'Blind Rivet', options: [['3.2 x 8mm', '4.0 x 10mm', '4.8 x 12mm'], ['Aluminium', 'Steel']], price: [1590, 3900], blurb: 'Dome-head pop rivets for joining sheet from one side.' },
      { name: 'Cable Tie', options: [['100mm', '150mm', '200mm', '300mm'], ['Black', 'Natural']], price: [350, 1600], increment: 6, blurb: 'UV-stabilised nylon 6.6 cable ties, packs of 100.' },
      { name: 'Threaded Rod', options: [['M6 x 1m', 'M8 x 1m', 'M10 x 1m', 'M12 x 1m']], price: [520, 1700], blurb: 'Grade 4.8 studding for anchoring, hangers and fixings.' },
    ],
  },
  {
    slug: 'packaging',
    code: 'PKG',
    qualifiers: ['Heavy-Duty', 'Recycled', 'Economy', 'Double-Wall', 'Premium', 'Eco'],
    lines: [
      { name: 'Shipping Carton', options: [['S 20x15x10cm', 'M 30x20x15cm', 'L 40x30x20cm', 'XL 60x40x40cm']], price: [180, 900], increment: 12, blurb: 'Corrugated brown cartons, flat-packed, with a 32 ECT rating.' },
      { name: 'Bubble Wrap Roll', options: [['30cm x 50m', '50cm x 50m', '100cm x 50m']], price: [2200, 6900], blurb: 'Small-cell bubble cushioning for fragile goods.' },
      { name: 'Packing Tape', options: [['48mm x 100m', '72mm x 100m'], ['Clear', 'Brown', 'Fragile Print']], price: [390, 980], increment: 6, blurb: 'Acrylic adhesive BOPP tape that holds in heat and humidity.' },
      { name: 'Stretch Film', options: [['250mm', '450mm', '500mm'], ['17 micron', '23 micron']], price: [1900, 4200], blurb: 'Cast pallet wrap with high cling and puncture resistance.' },
      { name: 'Kraft Mailer', options: [['A5', 'A4', 'A3']], price: [90, 320], increment: 12, blurb: 'Self-seal padded kraft envelopes for books and documents.' },
      { name: 'Poly Mailer Bag', options: [['17x30cm', '25x35cm', '32x43cm', '40x50cm'], ['White', 'Grey', 'Black']], price: [60, 260], increment: 12, blurb: 'Tear-proof courier bags with a peel-and-seal strip.' },
      { name: 'Ziplock Bag', options: [['8x12cm', '12x18cm', '15x23cm', '20x28cm', '25x35cm']], price: [450, 1800], blurb: 'Reclosable clear LDPE bags, packs of 100.' },
      { name: 'Void Fill Paper', options: [['Roll 450mm x 360m']], price: [6500, 9800], blurb: 'Crumpled kraft paper fill that blocks and braces.' },
    ],
  },
  {
    slug: 'cleaning-supplies',
    code: 'CLN',
    qualifiers: ['Professional', 'Lemon Fresh', 'Eco-Safe', 'Hospital-Grade', 'Unscented', 'Industrial'],
    lines: [
      { name: 'Multi-Surface Cleaner', options: [['500ml', '1L', '5L']], price: [690, 3400], blurb: 'A ready-to-use cleaner for counters, glass and stainless steel.' },
      { name: 'Floor Cleaner Concentrate', options: [['1L', '5L', '20L'], ['Pine', 'Lavender', 'Citrus']], price: [1290, 9900], blurb: 'Dilute 1:100 for daily mopping of tiles, vinyl and sealed stone.' },
      { name: 'Microfibre Cloth', options: [['30x30cm', '40x40cm'], ['Blue', 'Green', 'Red', 'Yellow']], price: [590, 1900], increment: 6, blurb: 'Colour-coded lint-free cloths, washable up to 300 times.' },
      { name: 'Nitrile Gloves', options: [['S', 'M', 'L', 'XL'], ['Blue', 'Black']], price: [1590, 3600], blurb: 'Powder-free disposable gloves, boxes of 100.' },
      { name: 'Garbage Bag', options: [['Small 45x50cm', 'Medium 60x70cm', 'Large 80x100cm', 'Jumbo 90x110cm']], price: [590, 2500], blurb: 'Leak-resistant refuse bags, rolls of 50.' },
      { name: 'Hand Soap Refill', options: [['1L', '5L']], price: [890, 3900], blurb: 'Mild antibacterial hand wash for dispensers.' },
      { name: 'Mop Head', options: [['250g', '350g', '450g']], price: [1200, 2900], blurb: 'Cotton-blend kentucky mop heads that absorb fast.' },
      { name: 'Paper Hand Towel', options: [['M-Fold', 'C-Fold', 'Roll']], price: [3200, 6800], increment: 6, blurb: 'Two-ply towels for washrooms and kitchens, cartons of 16 packs.' },
    ],
  },
  {
    slug: 'kitchen-disposables',
    code: 'KIT',
    qualifiers: ['Compostable', 'Kraft', 'Classic', 'Double-Wall', 'Bagasse', 'Clear PET'],
    lines: [
      { name: 'Paper Cup', options: [['8oz', '12oz', '16oz'], ['White', 'Kraft', 'Printed']], price: [1290, 3200], increment: 12, blurb: 'Hot cups for coffee and tea, sleeves of 50.' },
      { name: 'Cup Lid', options: [['80mm', '90mm'], ['Black', 'White']], price: [790, 1600], increment: 12, blurb: 'Sip lids that fit our 8oz and 12-16oz cups.' },
      { name: 'Takeaway Container', options: [['500ml', '750ml', '1000ml', '1250ml']], price: [2400, 5600], increment: 6, blurb: 'Microwave-safe containers with tight lids, packs of 50.' },
      { name: 'Wooden Cutlery Set', options: [['Fork', 'Spoon', 'Knife', 'Set of 3 + Napkin']], price: [1500, 4200], blurb: 'Birch wood cutlery, packs of 100.' },
      { name: 'Paper Straw', options: [['6mm', '8mm', '12mm Bubble Tea'], ['White', 'Black', 'Striped']], price: [650, 1900], increment: 12, blurb: 'Sturdy three-ply straws that last a whole drink.' },
      { name: 'Aluminium Foil Tray', options: [['Small 450ml', 'Medium 850ml', 'Large 2.5L']], price: [1800, 5200], blurb: 'Oven-safe foil trays with board lids, packs of 50.' },
      { name: 'Dinner Napkin', options: [['1-ply 33cm', '2-ply 40cm'], ['White', 'Black', 'Burgundy']], price: [690, 1800], increment: 6, blurb: 'Soft napkins in packs of 100.' },
      { name: 'Cling Wrap', options: [['30cm x 300m', '45cm x 300m']], price: [2600, 4200], blurb: 'PVC food wrap in a cutter box.' },
    ],
  },
  {
    slug: 'stationery',
    code: 'STA',
    qualifiers: ['Office Pro', 'Everyday', 'Premium', 'Recycled', 'Bright', 'Archival'],
    lines: [
      { name: 'A4 Copier Paper', options: [['70gsm', '80gsm']], price: [1250, 1690], increment: 6, blurb: 'Reams of 500 sheets, jam-free in every printer.' },
      { name: 'Ballpoint Pen', options: [['0.7mm', '1.0mm'], ['Blue', 'Black', 'Red']], price: [1200, 2400], increment: 12, blurb: 'Smooth-writing pens, boxes of 50.' },
      { name: 'Permanent Marker', options: [['Bullet Tip', 'Chisel Tip'], COLOURS.slice(0, 4)], price: [1800, 3000], blurb: 'Quick-dry markers for cartons and labels, boxes of 12.' },
      { name: 'Box File', options: [['A4', 'Foolscap'], ['Blue', 'Black', 'Red']], price: [450, 890], increment: 6, blurb: 'Lever-arch box files with a spine label window.' },
      { name: 'Sticky Notes', options: [['76x76mm', '76x127mm'], ['Yellow', 'Neon Mix']], price: [390, 890], increment: 12, blurb: 'Repositionable notes, pads of 100 sheets.' },
      { name: 'Envelope', options: [['DL', 'C5', 'C4'], ['White', 'Brown']], price: [1100, 3600], blurb: 'Peel-and-seal envelopes, boxes of 250.' },
      { name: 'Thermal Receipt Roll', options: [['57 x 38mm', '57 x 50mm', '80 x 80mm']], price: [2900, 6900], increment: 6, blurb: 'BPA-free rolls for POS printers, cartons of 50.' },
      { name: 'Highlighter', options: [['Single Colour', 'Assorted 6'], ['Yellow', 'Pink', 'Green']], price: [1500, 2900], blurb: 'Chisel-tip highlighters that do not bleed.' },
    ],
  },
  {
    slug: 'safety-workwear',
    code: 'SAF',
    qualifiers: ['ProGuard', 'Site-Ready', 'Classic', 'Lightweight', 'Heavy-Duty', 'Harbour'],
    lines: [
      { name: 'Safety Helmet', options: [['Standard', 'Vented'], COLOURS.slice(1, 6)], price: [1590, 3200], blurb: 'SIRIM-approved HDPE helmets with a 6-point harness.' },
      { name: 'Hi-Vis Vest', options: [['M', 'L', 'XL', 'XXL'], ['Orange', 'Lime']], price: [690, 1500], blurb: 'Reflective vests with Velcro front.' },
      { name: 'Safety Goggles', options: [['Clear', 'Tinted', 'Anti-Fog']], price: [890, 2400], blurb: 'Wraparound goggles with indirect venting.' },
      { name: 'Ear Plugs', options: [['Corded', 'Uncorded']], price: [3900, 6500], blurb: 'SNR 37 dB foam plugs, boxes of 200 pairs.' },
      { name: 'Dust Mask', options: [['FFP1', 'FFP2', 'FFP3']], price: [2900, 8900], blurb: 'Folding respirators with exhalation valve, boxes of 20.' },
      { name: 'Work Gloves', options: [['S', 'M', 'L', 'XL'], ['Latex Coated', 'Nitrile Coated', 'Cut Level 5']], price: [490, 1900], increment: 12, blurb: 'Knitted gloves with a grippy palm, sold by the pair.' },
      { name: 'Safety Boots', options: [['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11']], price: [8900, 18900], blurb: 'Steel toe-cap boots with anti-slip soles.' },
    ],
  },
];
