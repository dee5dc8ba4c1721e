// The demo's tutorials: how a newcomer does the main journeys. Each has a Portuguese text (the
// tutorial's description) and a short PDF guide with its steps, uploaded by the seed through the
// tutorial form's own operation (demo-screens.ts).
export interface DemoTutorial {
  title: string;
  description: string;
  /** The guide's steps, one paragraph each, in the attached PDF. */
  steps: string[];
}

export const TUTORIALS: DemoTutorial[] = [
  {
    title: 'Como cadastrar um empreendimento',
    description:
      'O registrante cadastra cada usina que vai gerar certificados. Informe o código CEG da ANEEL (ele precisa constar no cadastro de CEGs da plataforma), a fonte, a tecnologia, a potência instalada e a data de operação comercial, anexe o despacho de outorga e envie para aprovação. O administrador confere os dados e aprova ou recusa com um motivo; só empreendimentos aprovados recebem geração e podem pedir emissões.',
    steps: [
      '1. No menu Empreendimentos, escolha "Cadastrar empreendimento".',
      '2. Informe o código CEG: nome, UF e potência do cadastro da ANEEL são preenchidos.',
      '3. Escolha fonte, tecnologia, forma de medição (CCEE ou distribuidora) e o participante que receberá os certificados.',
      '4. Anexe o despacho de outorga (PDF) e envie. A situação fica "Pendente" até a decisão do administrador.',
    ],
  },
  {
    title: 'Como solicitar uma emissão de I-REC',
    description:
      'Com a geração do mês importada, o registrante pede a emissão de certificados I-REC ou REC Brazil. Escolha o empreendimento e o período de geração; o volume não pode exceder a geração importada ainda não certificada, e cada mês tem um prazo para o pedido. Após a aprovação, os certificados são emitidos na conta de negociação do participante e a nota de cobrança é gerada.',
    steps: [
      '1. No menu Emissões, escolha "Solicitar emissão".',
      '2. Selecione o empreendimento, o padrão (I-REC ou REC Brazil) e o mês de geração.',
      '3. Informe o volume em MWh, até o saldo disponível mostrado no formulário.',
      '4. Envie: o pedido fica pendente até a análise do administrador, que aprova ou recusa com um motivo.',
    ],
  },
  {
    title: 'Importação mensal da CCEE',
    description:
      'O administrador importa todo mês a geração medida pela CCEE. Há dois caminhos: a planilha de medição (uma linha por CEG e mês) ou o arquivo de dados abertos geracao_horaria_usina, com a geração hora a hora de cada parcela de usina. Antes de gravar, a pré-visualização mostra cada linha com seus códigos de erro, as parcelas sem CEG mapeado e a diferença para a versão já registrada do mês. Só meses encerrados são aceitos.',
    steps: [
      '1. No menu Importações, escolha a importação da planilha ou do arquivo horário da CCEE.',
      '2. Envie o arquivo (.xlsx, .csv ou .csv.gz). Na demonstração, o arquivo horário do último mês encerrado fica na pasta demo, ao lado da pasta de dados.',
      '3. Confira a pré-visualização: linhas recusadas, parcelas não mapeadas (mapeie-as em "Parcelas de usina (CCEE)") e a diferença por usina.',
      '4. Confirme: a importação é gravada inteira ou nada, e aparece no histórico de importações.',
    ],
  },
  {
    title: 'Aposentadoria de certificados para um beneficiário',
    description:
      'O participante aposenta (resgata) certificados em nome de um consumidor final. Cadastre o beneficiário com o seu consumo, selecione os certificados disponíveis na conta de negociação, o período de consumo e a finalidade do resgate. O resumo mostra o volume e o beneficiário antes da confirmação, que é definitiva; o certificado de aposentadoria em PDF traz um código QR verificável.',
    steps: [
      '1. Em Beneficiários, cadastre o consumidor e o seu consumo mensal.',
      '2. Em Aposentadorias, escolha "Nova aposentadoria" e selecione os certificados.',
      '3. Informe o beneficiário, o período de consumo e a finalidade.',
      '4. Confira o resumo e confirme. Baixe o certificado (PDF) na lista de aposentadorias.',
    ],
  },
];
