import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

function renderNode(node: AbstractNode, key?: number) {
  const Tag = node.tag as 'svg';
  return (
    <Tag key={key} {...node.attrs}>
      {node.children?.map(renderNode)}
    </Tag>
  );
}

/**
 * One of Ant Design's icons drawn from its plain definition, without the icon components' runtime (their
 * context, style injection and two-tone colours): for the few icons of the login page and the portal's frame.
 * Decoration only; the control it sits in carries the name.
 */
export function SvgIcon({ icon, spin = false }: { icon: IconDefinition; spin?: boolean }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span className={spin ? 'anticon portal-icon-spin' : 'anticon'} aria-hidden="true">
      <svg {...svg.attrs} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {svg.children?.map(renderNode)}
      </svg>
    </span>
  );
}
