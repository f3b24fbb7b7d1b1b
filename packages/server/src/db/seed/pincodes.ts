import type { City } from '../tables/values.ts';

export interface SeedPincode {
  pincode: string;
  area: string;
}

const STATE_OF: Record<City, string> = { Bangalore: 'Karnataka', Chennai: 'Tamil Nadu', Coimbatore: 'Tamil Nadu' };

/** Serviceable delivery areas of the three cities (post-office areas). */
const AREAS: Record<City, readonly SeedPincode[]> = {
  Bangalore: [
    { pincode: '560001', area: 'MG Road' },
    { pincode: '560004', area: 'Basavanagudi' },
    { pincode: '560008', area: 'HAL II Stage' },
    { pincode: '560010', area: 'Rajajinagar' },
    { pincode: '560011', area: 'Jayanagar' },
    { pincode: '560016', area: 'Ramamurthy Nagar' },
    { pincode: '560017', area: 'HAL Airport Road' },
    { pincode: '560022', area: 'Yeshwanthpur' },
    { pincode: '560024', area: 'Hebbal' },
    { pincode: '560027', area: 'Wilson Garden' },
    { pincode: '560034', area: 'Koramangala' },
    { pincode: '560037', area: 'Marathahalli' },
    { pincode: '560038', area: 'Indiranagar' },
    { pincode: '560043', area: 'Kalyan Nagar' },
    { pincode: '560047', area: 'Viveknagar' },
    { pincode: '560048', area: 'Mahadevapura' },
    { pincode: '560050', area: 'Banashankari' },
    { pincode: '560054', area: 'Mathikere' },
    { pincode: '560058', area: 'Peenya' },
    { pincode: '560060', area: 'Kengeri' },
    { pincode: '560066', area: 'Whitefield' },
    { pincode: '560068', area: 'Bommanahalli' },
    { pincode: '560076', area: 'Bannerghatta Road' },
    { pincode: '560078', area: 'JP Nagar' },
    { pincode: '560085', area: 'Banashankari III Stage' },
    { pincode: '560092', area: 'Sahakara Nagar' },
    { pincode: '560093', area: 'CV Raman Nagar' },
    { pincode: '560100', area: 'Electronic City' },
    { pincode: '560102', area: 'HSR Layout' },
    { pincode: '560103', area: 'Bellandur' },
  ],
  Chennai: [
    { pincode: '600001', area: 'Parrys' },
    { pincode: '600004', area: 'Mylapore' },
    { pincode: '600010', area: 'Kilpauk' },
    { pincode: '600011', area: 'Perambur' },
    { pincode: '600017', area: 'T Nagar' },
    { pincode: '600020', area: 'Adyar' },
    { pincode: '600024', area: 'Kodambakkam' },
    { pincode: '600028', area: 'RA Puram' },
    { pincode: '600032', area: 'Guindy Industrial Estate' },
    { pincode: '600034', area: 'Nungambakkam' },
    { pincode: '600040', area: 'Anna Nagar' },
    { pincode: '600042', area: 'Velachery' },
    { pincode: '600045', area: 'Tambaram' },
    { pincode: '600053', area: 'Ambattur' },
    { pincode: '600058', area: 'Ambattur Industrial Estate' },
    { pincode: '600083', area: 'Ashok Nagar' },
    { pincode: '600091', area: 'Madipakkam' },
    { pincode: '600096', area: 'Perungudi' },
    { pincode: '600100', area: 'Medavakkam' },
    { pincode: '600116', area: 'Porur' },
  ],
  Coimbatore: [
    { pincode: '641001', area: 'Town Hall' },
    { pincode: '641002', area: 'RS Puram' },
    { pincode: '641004', area: 'Peelamedu' },
    { pincode: '641005', area: 'Singanallur' },
    { pincode: '641006', area: 'Ganapathy' },
    { pincode: '641011', area: 'Saibaba Colony' },
    { pincode: '641012', area: 'Gandhipuram' },
    { pincode: '641014', area: 'Civil Aerodrome' },
    { pincode: '641018', area: 'Race Course' },
    { pincode: '641035', area: 'Saravanampatti' },
    { pincode: '641041', area: 'Vadavalli' },
    { pincode: '641045', area: 'Ramanathapuram' },
    { pincode: '641048', area: 'Kalapatti' },
  ],
};

/** Every seeded pincode with its city and state. */
export const SEED_PINCODES = (Object.keys(AREAS) as City[]).flatMap((city) =>
  AREAS[city].map((entry) => ({ pincode: entry.pincode, area: entry.area, city, state: STATE_OF[city] })),
);
