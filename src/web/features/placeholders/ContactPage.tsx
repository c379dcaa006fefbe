export default function ContactPage() {
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-bold text-ink">Contact</h1>
    </div>
  );
}
