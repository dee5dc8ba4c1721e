import type { DemoPlant, Tech } from './demo-data';
import { SOLAR_PLANTS, WIND_PLANTS } from './demo-plants-sun-wind';
import { BIOMASS_PLANTS, HYDRO_PLANTS } from './demo-plants-water-cane';

// The demo's plants and how they generate. The order is the seed's: plant ids follow it.
export const PLANTS: DemoPlant[] = [...SOLAR_PLANTS, ...WIND_PLANTS, ...HYDRO_PLANTS, ...BIOMASS_PLANTS];

/** CEG codes registered at ANEEL but not yet used by any enterprise (journey: a plant joins). */
export const FREE_CEGS: { name: string; tech: Tech; uf: string; kw: number; cod: string }[] = [
  { name: 'UFV Serra Talhada Solar', tech: 'UFV', uf: 'PE', kw: 40_000, cod: '2025-08-01' },
  { name: 'EOL Ventos de Touros', tech: 'EOL', uf: 'RN', kw: 58_800, cod: '2025-07-15' },
  { name: 'PCH Rio das Antas', tech: 'PCH', uf: 'RS', kw: 14_000, cod: '2025-03-03' },
  { name: 'UTE Usina Ituiutaba', tech: 'UTE', uf: 'MG', kw: 35_000, cod: '2025-04-22' },
];

/**
 * Monthly capacity factor in per-mille (January … December) by technology: solar peaks in the
 * summer, north-eastern wind in the "safra dos ventos" (July–November), small hydro in the wet
 * season (December–April), bagasse cogeneration during the cane harvest (April–November).
 * Annual means ≈ solar 22 %, wind 40 %, hydro 55 %, biomass 50 %.
 */
export const CAPACITY_FACTOR: Record<Tech, readonly number[]> = {
  UFV: [240, 238, 228, 215, 200, 190, 198, 215, 228, 236, 240, 242],
  EOL: [320, 280, 250, 262, 330, 400, 470, 540, 552, 520, 460, 400],
  PCH: [720, 748, 720, 620, 520, 450, 400, 362, 360, 440, 560, 660],
  CGH: [720, 748, 720, 620, 520, 450, 400, 362, 360, 440, 560, 660],
  UTE: [130, 105, 245, 530, 655, 690, 720, 720, 690, 645, 530, 295],
};

/** CEG source code of each technology (ANEEL): RS solar radiation, CV wind, PH hydraulic, BL biomass. */
export const SOURCE_OF: Record<Tech, string> = { UFV: 'RS', EOL: 'CV', PCH: 'PH', CGH: 'PH', UTE: 'BL' };
