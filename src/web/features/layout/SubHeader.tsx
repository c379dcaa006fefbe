/** A thin band under the header: what the service is, and where emergencies go instead. */
export function SubHeader() {
  return (
    <div className="bg-brand-800 text-white">
      <p className="container-page py-2 text-center text-xs sm:text-sm">
        AI doctor assistant available 24/7. In an emergency, call your local emergency number.
      </p>
    </div>
  );
}
