// Composition root. The providers, route table and layouts are assembled here (architecture §2).
export function App() {
  return <main>Waste &amp; Recycling Back Office</main>;
}
