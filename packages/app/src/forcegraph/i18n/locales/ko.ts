import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "힘 방향 그래프 만들기",
  intro: "대상 사이의 연결을 붙여 넣으면 저절로 배치됩니다. 노드를 끌고, 확대·축소하고, 그림을 내려받으세요.",
  inputLabel: "연결, 한 줄에 하나씩",
  syntaxHelp: "화살표는 A -> B, 일반 선은 A -- B로 쓰고, 연결에 이름을 붙이려면 “: 레이블”을, 색을 입히려면 이름 뒤에 “[그룹]”을 붙이세요. source, target, label, group 열이 있는 CSV도 됩니다.",
  openFile: "CSV 또는 텍스트 파일 열기",
  sample: "태양 [항성] -> 지구 [행성] : 빛\n지구 -> 달 [위성] : 중력\n태양 -> 화성 [행성] : 빛\n화성 -- 포보스 [위성]\n화성 -- 데이모스 [위성]",
  graphSection: "그래프",
  graphLabel: "그래프 — 노드: {{nodes}}, 연결: {{links}}",
  zoom: "확대/축소",
  zoomIn: "확대",
  zoomOut: "축소",
  fit: "그래프 전체 보기",
  dragHint: "노드를 끌어 원하는 곳에 고정하고, 두 번 클릭하면 풀립니다. 배경을 끌어 이동하고, 휠이나 버튼으로 확대·축소하세요.",
  groups: "그룹",
  empty: "아직 그릴 것이 없습니다. A -> B 같은 연결을 입력하세요.",
  downloadSvg: "SVG 다운로드",
  downloadPng: "PNG 다운로드",
  exportFailed: "그림을 만들 수 없습니다. 다시 시도하세요.",
  issueMalformed: "{{line}}번째 줄: 연결이 아닙니다. A -> B 형식으로 쓰세요.",
  issueMissingEnd: "{{line}}번째 줄: 연결의 양쪽에 이름이 있어야 합니다.",
  issueSelfLink: "{{line}}번째 줄: 자기 자신으로 가는 연결은 제외했습니다.",
  moreIssues: "문제가 있는 다른 줄: {{more}}",
  failTooLong: "텍스트가 너무 깁니다. 최대 {{max}}자입니다. 새로 그린 것이 없습니다.",
  failTooManyNodes: "노드가 너무 많습니다. 한도는 {{max}}개입니다. 새로 그린 것이 없습니다.",
  failTooManyEdges: "연결이 너무 많습니다. 한도는 {{max}}개입니다. 새로 그린 것이 없습니다.",
};

export default translations;
