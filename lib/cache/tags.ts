// Cache tags of the showroom reads. Every car mutation invalidates CARS_TAG and the car's own tag.
export const CARS_TAG = "cars";
export const carTag = (id: string) => `car:${id}`;
