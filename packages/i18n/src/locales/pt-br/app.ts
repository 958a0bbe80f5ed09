// UI texts of the shell and screens (Portuguese, Brazil). This file's shape types every other dictionary.
export const app = {
  common: {
    skipToContent: 'Pular para o conteúdo principal',
    loading: 'Carregando…',
    busy: 'Aguarde, processando sua solicitação…',
    opensInNewTab: '(abre em uma nova aba)',
    close: 'Fechar',
    combobox: {
      noMatch: 'Nenhuma opção corresponde a “{{text}}”.',
      listLabel: 'Opções',
    },
  },
  header: {
    homeLink: '{{appName}}, página inicial',
    navLabel: 'Navegação principal',
    nav: {
      home: 'Início',
      doctorFinder: 'Buscador médico',
      signIn: 'Entrar',
    },
    country: {
      toggle: 'País: {{countryName}}',
      listLabel: 'Escolha o seu país',
      current: '(país atual)',
    },
  },
  footer: {
    legalNavLabel: 'Informações legais',
    reportingNavLabel: 'Farmacovigilância e qualidade',
    disclaimersLabel: 'Avisos importantes',
    appTitle: 'Leve o {{appName}} com você',
    approvalCode: 'Código de aprovação: {{code}}',
    docFinderApprovalCode: 'Buscador médico, código de aprovação: {{code}}',
    cookiePreferences: 'Preferências de cookies',
    copyright: '© {{year}} {{brand}}. Todos os direitos reservados.',
  },
  landing: {
    audienceLabel: 'Público-alvo',
    ctaTitle: 'Pronto para começar?',
    ctaBody: 'Acesse com a sua conta ou cadastre-se com o seu registro profissional.',
  },
  legalPage: {
    contentsLabel: 'Nesta página',
  },
  signIn: {
    title: 'Entrar',
    heading: 'Entrar no {{appName}}',
    body: 'O acesso é feito pelo nosso provedor de identidade seguro, com o mesmo e-mail e senha da sua conta {{brand}}.',
    secondary:
      'Ainda não tem conta? O cadastro também é feito pelo provedor de identidade, com o seu registro profissional.',
    forgotEmail: 'Esqueceu o e-mail?',
  },
  routeError: {
    title: 'Algo deu errado',
    body: 'Não foi possível exibir esta página. Tente novamente em instantes.',
    retry: 'Tentar novamente',
    home: 'Voltar para o início',
  },
  fields: {
    phone: 'Celular',
  },
};
