import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const ko: TranslationsOf<typeof en> = {
  title: 'AI 모델',
  intro: '이 Folio의 모든 사람을 위해 프레젠테이션, 페이지, 채팅 답변을 쓰는 모델입니다. 모델이 없으면 내장 작성기가 오프라인으로 작동합니다.',
  presets: '모델이 실행되는 곳',
  custom: '기타 OpenAI 호환 서버',
  hints: {
    openai: 'OpenAI 계정의 API 키가 필요합니다.',
    azure: '주소에 리소스 이름을 넣으세요. 모델은 배포 이름입니다.',
    openrouter: 'OpenRouter 키가 필요합니다. 모델 이름은 openai/gpt-4o-mini 같은 형식입니다.',
    local: '이 컴퓨터에서 실행됩니다. 키가 필요 없습니다.',
    custom: 'vLLM처럼 OpenAI 채팅 완성에 응답하는 모든 서버.',
  },
  detect: {
    title: '이 컴퓨터',
    again: '다시 찾기',
    searching: 'Ollama와 LM Studio를 찾는 중…',
    none: '이 컴퓨터에서 Ollama와 LM Studio 모두 응답하지 않습니다.',
    running: '{{server}}이(가) 실행 중입니다. 모델을 고르세요:',
    noModels: '{{server}}이(가) 실행 중이지만 아직 모델이 없습니다.',
  },
  fields: {
    baseUrl: '서버 주소',
    model: '모델',
    apiKey: 'API 키',
    keySaved: '{{last4}}(으)로 끝나는 키가 저장되어 있습니다. 그대로 두려면 비워 두세요.',
    keyUnreadable: '서버의 토큰 비밀 값이 바뀌어 저장된 키를 더 이상 읽을 수 없습니다. 다시 입력하세요.',
    keyOptional: '이 컴퓨터의 서버는 보통 키가 필요 없습니다.',
    removeKey: '저장된 키 삭제',
  },
  actions: {
    test: '연결 테스트',
    testing: '테스트 중…',
    save: '저장',
    saved: '저장했습니다. 이제부터 생성에 이 모델을 사용합니다.',
    disconnect: '연결 해제',
    disconnected: '연결을 해제했습니다. Folio가 다시 내장 작성기를 사용합니다.',
  },
  environment: '서버 환경이 모델을 설정하고 있으며({{variables}}) 이 설정이 제거될 때까지 여기 저장된 내용보다 우선합니다. 현재 사용 중: {{baseUrl}}의 {{model}}.',
  current: {
    none: '연결된 모델이 없습니다. 내장 작성기가 프레젠테이션을 씁니다.',
    saved: '연결됨: {{model}}',
  },
  test: {
    reachable: '서버에 연결 가능',
    authorised: '키 승인됨',
    modelFound: '모델 찾음',
    streams: '답변 스트리밍',
    firstToken: '첫 토큰까지 {{ms}}ms',
    models: '이 서버의 모델: {{models}}',
    verdict: {
      ok: '연결됨: 모델이 응답했습니다.',
      unreachable: '연결할 수 없음: 이 주소에서 아무것도 응답하지 않습니다.',
      unauthorised: '권한 없음: 서버가 키를 거부했습니다.',
      model_not_found: '이 서버에서 모델을 찾을 수 없습니다.',
      no_stream: '서버는 응답했지만 모델이 답변을 스트리밍하지 않았습니다.',
    },
  },
  notice: {
    title: '연결된 AI 모델이 없습니다',
    can: '내장 작성기는 오프라인으로 작동합니다. 요청을 바탕으로 개요를 짜고 슬라이드를 만들며, 추가한 문서가 있을 때 가장 잘 작동합니다. 문서의 섹션, 수치, 인용문, 표를 사용합니다.',
    cannot: '주제에 대해 새 글을 쓰거나 번역하거나 자유로운 채팅 요청을 따르지는 못합니다. 연결된 모델은 할 수 있습니다.',
    connect: '모델 연결',
    askOwner: '이 Folio를 운영하는 사람이 모델을 연결할 수 있습니다.',
  },
};

export default ko;
