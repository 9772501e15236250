import { txt } from '../../lib/text';
import { zeroPad } from '../../lib/time';
import type { AppointmentSettings, BoxRow, LockerRow, OrderTables, StoreRow } from './tables';

/** The seeded sites: six cabinets and two stores of the three shops, around the default position. */

const hm = (start: string, end: string): [string, string] => [start, end];
const DAILY_SLOTS = [hm('09:00', '11:00'), hm('11:00', '13:00'), hm('14:00', '16:00'), hm('16:00', '18:00')];

const appointment = (open: boolean, deliveryFee = 6, lastBookingTime = '16:00'): AppointmentSettings => ({
  open,
  deliveryFee,
  lastBookingTime,
  times: DAILY_SLOTS,
  capacity: 3,
});

function boxes(count: number, prefix: string, occupied: string[]): BoxRow[] {
  return Array.from({ length: count }, (_, index) => {
    const boxNo = `${prefix}${zeroPad(index + 1)}`;
    return { boxNo, occupied: occupied.includes(boxNo), orderInfoId: null };
  });
}

/** Around the default position (latitude 34.7927740, longitude 113.5436710). */
const HOME = { latitude: 34.792774, longitude: 113.543671 };
const near = (dLat: number, dLng: number) => ({
  latitude: round6(HOME.latitude + dLat),
  longitude: round6(HOME.longitude + dLng),
});
function round6(value: number) {
  return Math.round(value * 1e6) / 1e6;
}

export function seedSites(): Pick<OrderTables, 'lockers' | 'stores'> {
  const lockers: LockerRow[] = [
    {
      siteId: 1,
      lockerNo: 'L001',
      shopId: 0,
      name: txt('Zhengzhou Jinshui Cabinet', 'Tủ Kim Thủy Trịnh Châu', '郑州金水智能柜'),
      address: txt(
        '18 Weilai Road, Jinshui District, Zhengzhou',
        '18 đường Vị Lai, quận Kim Thủy, Trịnh Châu',
        '郑州市金水区未来路18号',
      ),
      ...near(0.0021, 0.0012),
      openHours: '00:00-24:00',
      phone: '400-800-1234',
      online: true,
      // The demo customer's boxes are marked by seedOrders (seed-orders.ts); these hold strangers' shoes.
      boxes: boxes(24, 'A', ['A01', 'A02', 'A05', 'A11', 'A12', 'A15', 'A18']),
      appointment: appointment(true, 6, '16:00'),
    },
    {
      siteId: 2,
      lockerNo: 'L002',
      shopId: 0,
      name: txt('East Station Cabinet', 'Tủ Ga Đông', '东站智能柜'),
      address: txt(
        'East Railway Station, North Exit, Zhengzhou',
        'Lối ra phía Bắc, Ga Đông, Trịnh Châu',
        '郑州东站北出口',
      ),
      ...near(-0.0064, 0.0051),
      openHours: '06:00-23:00',
      phone: '400-800-1234',
      online: true,
      boxes: boxes(
        12,
        'B',
        Array.from({ length: 12 }, (_, index) => `B${zeroPad(index + 1)}`),
      ),
      appointment: appointment(false),
    },
    {
      siteId: 3,
      lockerNo: 'L003',
      shopId: 3,
      name: txt('Harbour Road Cabinet', 'Tủ Đường Cảng', '海港路智能柜'),
      address: txt('88 Harbour Road, Lobby', 'Sảnh, 88 Đường Cảng', '海港路88号大堂'),
      ...near(0.0142, -0.0105),
      openHours: '00:00-24:00',
      phone: '400-800-5678',
      online: false,
      boxes: boxes(16, 'C', ['C02', 'C05']),
      appointment: appointment(false),
    },
    {
      siteId: 4,
      lockerNo: 'L004',
      shopId: 3,
      name: txt('Riverside Mall Cabinet', 'Tủ Trung tâm Bờ Sông', '滨河商场智能柜'),
      address: txt('Riverside Mall, B1 Parking', 'Tầng hầm B1, Trung tâm Bờ Sông', '滨河商场负一层停车场'),
      ...near(-0.0031, -0.0098),
      openHours: '08:00-22:00',
      phone: '400-800-5678',
      online: true,
      boxes: boxes(16, 'D', ['D01', 'D04', 'D09']),
      appointment: appointment(true, 8, '17:00'),
    },
    {
      siteId: 5,
      lockerNo: 'L005',
      shopId: 5,
      name: txt('Campus Dorm 3 Cabinet', 'Tủ Ký túc xá số 3', '3号宿舍楼智能柜'),
      address: txt('Dormitory 3, University Road', 'Ký túc xá số 3, Đường Đại học', '大学路3号宿舍楼'),
      ...near(0.0048, -0.0027),
      openHours: '06:00-23:30',
      phone: '400-800-9012',
      online: true,
      boxes: boxes(20, 'E', ['E03', 'E04', 'E10', 'E17']),
      appointment: appointment(false),
    },
    {
      siteId: 6,
      lockerNo: 'L006',
      shopId: 5,
      name: txt('Campus Library Cabinet', 'Tủ Thư viện', '图书馆智能柜'),
      address: txt('Library, University Road', 'Thư viện, Đường Đại học', '大学路图书馆'),
      ...near(0.0112, 0.0083),
      openHours: '07:00-22:00',
      phone: '400-800-9012',
      online: true,
      boxes: boxes(12, 'F', ['F01']),
      appointment: appointment(false),
    },
  ];
  const stores: StoreRow[] = [
    {
      siteId: 101,
      storeNo: 'S001',
      shopId: 0,
      name: txt('Shoe Care Central Store', 'Shoe Care Central Store', 'Shoe Care Central Store'),
      address: txt('1 Century Avenue, Zhengzhou', '1 Đại lộ Thế Kỷ, Trịnh Châu', '郑州市世纪大道1号'),
      ...near(0.0095, 0.0098),
      openHours: '09:00-21:00',
      phone: '0371-6000-1234',
      appointment: appointment(true, 5, '18:00'),
    },
    {
      siteId: 102,
      storeNo: 'S002',
      shopId: 3,
      name: txt('Fresh Steps Harbour Store', 'Fresh Steps Harbour Store', 'Fresh Steps Harbour Store'),
      address: txt('90 Harbour Road', '90 Đường Cảng', '海港路90号'),
      ...near(0.0185, -0.0152),
      openHours: '10:00-20:00',
      phone: '0371-6000-5678',
      appointment: appointment(true, 8, '17:00'),
    },
  ];
  return { lockers, stores };
}
