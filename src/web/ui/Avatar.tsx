export function Avatar({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  if (!src) {
    return (
      <span
        aria-hidden="true"
        className="inline-flex items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
        style={{ width: size, height: size, fontSize: size * 0.42 }}
      >
        {initial}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      className="rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  );
}
