// Texts of the mails the server sends (Portuguese, Brazil): the base shape. Read by the API's mail
// module, never by the web; `{{name}}` variables are filled in by the mail templates.
export const mail = {
  greeting: 'Olá, {{name}}!',
  greetingWithoutName: 'Olá!',
  verification: {
    subject: 'Confirme seu e-mail',
    body: 'Recebemos seu cadastro no portal. Para ativar sua conta, confirme seu e-mail pelo link abaixo.',
    action: 'Confirmar e-mail',
    expiry: 'O link vale por 24 horas e pode ser usado uma única vez.',
    ignore: 'Se você não se cadastrou, ignore esta mensagem.',
  },
  passwordReset: {
    subject: 'Redefinição de senha',
    body: 'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, use o link abaixo.',
    action: 'Redefinir senha',
    expiry: 'O link vale por 1 hora e pode ser usado uma única vez.',
    ignore: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  },
  emailChange: {
    subject: 'Confirme o seu novo e-mail',
    body: 'Recebemos um pedido para usar este endereço na sua conta do portal. Para confirmar a troca, use o link abaixo.',
    action: 'Confirmar novo e-mail',
    expiry: 'O link vale por 1 hora e pode ser usado uma única vez.',
    ignore: 'Se você não pediu esta troca, ignore esta mensagem: nada muda na conta.',
  },
  /** Notices to the account holder after a change to the account's credentials. */
  passwordChanged: {
    subject: 'A sua senha foi alterada',
    body: 'A senha da sua conta no portal acaba de ser alterada, e as sessões em outros aparelhos foram encerradas.',
    ignore:
      'Se não foi você, redefina a senha agora pela opção "Esqueci minha senha" e fale com o nosso suporte.',
  },
  emailChanged: {
    subject: 'O e-mail da sua conta foi alterado',
    body: 'O e-mail da sua conta no portal foi alterado para {{email}}. Este endereço não receberá mais as nossas mensagens.',
    ignore: 'Se não foi você, fale com o nosso suporte imediatamente.',
  },
  /** Labels of the article request relayed by /sendmail/send, one per field of its body. */
  articleRequest: {
    titulo: 'Tratamento',
    nome: 'Nome',
    sobrenome: 'Sobrenome',
    email: 'E-mail',
    telefone: 'Telefone',
    produto: 'Produto',
    tituloArtigo: 'Título do artigo',
    nomeRevista: 'Revista',
    autor: 'Autor',
    anoPublicacao: 'Ano de publicação',
    tipo: 'Tipo',
  },
  /** The mail to the medical-information team for each request of /api/medicalInformation. */
  medicalRequest: {
    subject: 'Solicitação de informação médica: {{product}} ({{type}})',
    adverseEvent: 'SUSPEITA DE EVENTO ADVERSO',
    id: 'Protocolo',
    type: 'Tipo',
    product: 'Produto',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    country: 'País',
    date: 'Data',
    preferredContact: 'Contato preferido',
    content: 'Conteúdo',
    yes: 'sim',
    no: 'não',
  },
  /** The verification team's decision on a registration the registry did not confirm (issue 16). */
  professionalVerification: {
    approved: {
      subject: 'Seu cadastro profissional foi aprovado',
      body: 'Nossa equipe confirmou o seu registro profissional. Você já pode entrar no portal e acessar todo o conteúdo.',
      reason: 'Observação da equipe: {{reason}}',
      footer: 'Se você não se cadastrou no portal, fale com o nosso suporte.',
    },
    rejected: {
      subject: 'Não foi possível confirmar o seu cadastro profissional',
      body: 'Nossa equipe analisou o seu cadastro e não conseguiu confirmar o seu registro profissional.',
      reason: 'Motivo: {{reason}}',
      footer: 'Você pode corrigir os dados no seu perfil ou responder a esta mensagem pelo nosso suporte.',
    },
  },
};
