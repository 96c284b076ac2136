export default function Home() {
  return <h1>RideMarket</h1>;
}
