export default function Page() {
  return <h1>A bare Next.js page</h1>;
}
