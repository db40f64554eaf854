import type { PartnerDto } from "../../../shared/content/dtos";

/** A sponsor's logo, linked to the sponsor's site when it has one. */
export function PartnerLogo({
  partner,
  width,
  height,
}: {
  partner: PartnerDto;
  width: number;
  height: number;
}) {
  const img = (
    <img
      src={partner.image_url}
      alt={partner.sponsor_name}
      width={width}
      height={height}
      // The logo keeps the box it was given, whatever the file's own proportions.
      style={{ width, height }}
      className="max-w-full object-contain"
      loading="lazy"
    />
  );
  return partner.url ? (
    <a href={partner.url} rel="noopener" className="block rounded-lg p-1 hover:bg-black/5">
      {img}
    </a>
  ) : (
    img
  );
}
