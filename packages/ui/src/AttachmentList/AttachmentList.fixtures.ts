import type { StoredAttachment } from './AttachmentList';

export const attachments: StoredAttachment[] = [
  {
    id: 'f1',
    fileName: 'PO-44817.pdf',
    description: 'Signed purchase order',
    size: 248_320,
    uploadedBy: 'Dana Whitaker',
    uploadedAt: new Date(2026, 2, 4, 9, 20),
  },
  {
    id: 'f2',
    fileName: 'network-diagram.png',
    description: 'Rack layout for the switch install',
    size: 1_572_864,
    uploadedBy: 'Luis Ortega',
    uploadedAt: new Date(2026, 2, 5, 16, 45),
    href: '/files/network-diagram.png',
  },
];
