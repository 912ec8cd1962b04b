import { listAvailableCars } from "@/lib/cars/queries";

const price = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", maximumFractionDigits: 0 });
const km = new Intl.NumberFormat("pt-BR");

export default async function HomePage() {
  const cars = await listAvailableCars();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Nosso Estoque</h1>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car) => (
          <li key={car.id} className="overflow-hidden rounded-lg border" data-testid="car-item">
            {car.photoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- the real showroom uses next/image
              <img src={car.photoUrl} alt={`${car.brand} ${car.model}`} width={400} height={300} className="aspect-[4/3] w-full object-cover" />
            ) : null}
            <div className="p-4">
              <h2 className="font-semibold">
                {car.brand} {car.model}
              </h2>
              <p>{car.year}</p>
              <p className="font-bold">{price.format(car.price)}</p>
              <p>{km.format(car.mileage)} km</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
