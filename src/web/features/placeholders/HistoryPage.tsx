export default function HistoryPage() {
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-bold text-ink">History</h1>
    </div>
  );
}
