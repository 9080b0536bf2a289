import { Image } from 'antd';
import './product-image.css';

// Shown while a product has no picture (new listing, catalog not synced yet, image host unreachable).
const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="6" fill="#f0f0f0"/><path d="M18 44l10-12 8 9 6-7 8 10z" fill="#bfbfbf"/><circle cx="24" cy="24" r="5" fill="#bfbfbf"/></svg>',
  );

export function ProductImage({
  src,
  size,
  preview = false,
}: {
  src: string;
  size: number;
  preview?: boolean;
}) {
  return (
    <span className="tw-product-image" style={{ width: size, height: size }}>
      <Image
        src={src || PLACEHOLDER}
        fallback={PLACEHOLDER}
        width={size}
        height={size}
        alt=""
        // Lazy: off-screen rows fetch nothing, and React 19 does not hold a page's commit until every
        // product picture has decoded (it waits on eager images inside a transition).
        loading="lazy"
        preview={preview}
      />
    </span>
  );
}
