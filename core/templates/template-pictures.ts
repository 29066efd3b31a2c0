/**
 * The pictures shipped with the product for the catalogue templates' picture choices (issue 28).
 * The files are in web/public/pictures, original work of the project (see the README there); the
 * build copies them to the client's root and the server serves them for a year, immutable, since
 * each name carries the first 8 hex digits of the file's SHA-256 (checked by
 * server/src/plugins/shipped-pictures.test.ts). Change a picture, change its name here.
 */
import { shippedPicturePath } from '../form/image-path';

export const SHIPPED_PICTURE_FILES = {
  mealBreakfast: 'meal-breakfast.761adbfd.svg',
  mealLunch: 'meal-lunch.537b0476.svg',
  mealDinner: 'meal-dinner.d2c69559.svg',
  mealDrinks: 'meal-drinks.01c30d41.svg',
  directionMinimal: 'direction-minimal.09b30280.svg',
  directionPlayful: 'direction-playful.a4b644d4.svg',
  directionDataRich: 'direction-data-rich.9e0d2bad.svg',
} as const;

export type ShippedPicture = keyof typeof SHIPPED_PICTURE_FILES;

/** The same-origin path of a shipped picture, as a template's image-choice option stores it. */
export function picture(name: ShippedPicture): string {
  return shippedPicturePath(SHIPPED_PICTURE_FILES[name]);
}

/** Every shipped picture's path. */
export const SHIPPED_PICTURE_PATHS: ReadonlySet<string> = new Set(
  Object.values(SHIPPED_PICTURE_FILES).map(shippedPicturePath),
);
