import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const th: TranslationsOf<typeof en> = {
  title: 'เปลี่ยนโพสต์บล็อกเป็นงานนำเสนอ',
  intro: 'วางที่อยู่ของโพสต์บล็อก Folio จะอ่านโพสต์ แสดงสิ่งที่พบ แล้วสร้างสไลด์หรือหน้าเว็บจากโพสต์นั้น',
  address: {
    label: 'ที่อยู่ของโพสต์บล็อก',
    placeholder: 'https://example.com/blog/my-post',
    read: 'อ่านโพสต์',
    reading: 'กำลังอ่านโพสต์…',
  },
  post: {
    heading: 'โพสต์',
    untitled: 'โพสต์ไม่มีชื่อ',
    headings: 'หัวข้อ',
    noHeadings: 'โพสต์นี้ไม่มีหัวข้อย่อย',
    images: 'รูปภาพและภาพประกอบ: {{count}}',
  },
  make: {
    heading: 'สิ่งที่จะสร้าง',
    kind: { presentation: 'สไลด์', page: 'หน้า' },
    count: { presentation: 'จำนวนสไลด์', page: 'จำนวนส่วน' },
    generate: 'สร้าง',
  },
  error: {
    invalid: 'ป้อนที่อยู่เว็บแบบเต็มที่ขึ้นต้นด้วย http:// หรือ https://',
    blocked: 'ที่อยู่นี้ชี้ไปยังเครื่องนี้หรือเครือข่ายส่วนตัว Folio จึงจะไม่อ่าน โปรดใช้ที่อยู่สาธารณะของโพสต์',
    unreachable: 'เข้าถึงหน้านี้ไม่ได้ ตรวจสอบที่อยู่แล้วลองอีกครั้ง',
    notHtml: 'ที่อยู่นี้ไม่ใช่หน้าเว็บ (เช่น เป็นรูปภาพหรือไฟล์) โปรดวางที่อยู่ของตัวโพสต์เอง',
    unreadable: 'Folio ไม่พบเนื้อหาของโพสต์ในหน้านี้',
    detail: 'รายละเอียด: {{detail}}',
  },
};

export default th;
