ALTER TABLE "users" ADD COLUMN "state_as_typed" text;
--> statement-breakpoint
-- States become codes (issue 17 item 2, decision 010). The states typed as free text before are mapped to
-- the code of the one state they name (accents, case and punctuation ignored: 'jalisco', 'JALISCO',
-- 'Jalísco', 'Jal.' -> MX-JAL; Brazil's UF as before). A text that names no state, or two (Peru's 'Lima'),
-- moves to state_as_typed with state null, and the profile asks the user to choose.
-- state_keys is generated from packages/countries (stateMatchKeys of each country: names, spellings of
-- subdivisions/corrections.ts, ISO codes and their parts of two characters or more), as of this migration.
CREATE TEMPORARY TABLE state_keys (country text NOT NULL, value text NOT NULL, key text NOT NULL);
--> statement-breakpoint
INSERT INTO state_keys (country, value, key) VALUES
  ('MX', 'MX-AGU', 'aguascalientes'), ('MX', 'MX-AGU', 'mx agu'), ('MX', 'MX-AGU', 'agu'),
  ('MX', 'MX-BCN', 'baja california'), ('MX', 'MX-BCN', 'mx bcn'), ('MX', 'MX-BCN', 'bcn'),
  ('MX', 'MX-BCS', 'baja california sur'), ('MX', 'MX-BCS', 'mx bcs'), ('MX', 'MX-BCS', 'bcs'),
  ('MX', 'MX-CAM', 'campeche'), ('MX', 'MX-CAM', 'mx cam'), ('MX', 'MX-CAM', 'cam'),
  ('MX', 'MX-CHP', 'chiapas'), ('MX', 'MX-CHP', 'mx chp'), ('MX', 'MX-CHP', 'chp'),
  ('MX', 'MX-CHH', 'chihuahua'), ('MX', 'MX-CHH', 'mx chh'), ('MX', 'MX-CHH', 'chh'),
  ('MX', 'MX-CMX', 'ciudad de mexico'), ('MX', 'MX-CMX', 'cdmx'), ('MX', 'MX-CMX', 'distrito federal'),
  ('MX', 'MX-CMX', 'df'), ('MX', 'MX-CMX', 'mexico df'), ('MX', 'MX-CMX', 'mexico d f'),
  ('MX', 'MX-CMX', 'ciudad de mexico df'), ('MX', 'MX-CMX', 'mx cmx'), ('MX', 'MX-CMX', 'cmx'),
  ('MX', 'MX-COA', 'coahuila de zaragoza'), ('MX', 'MX-COA', 'coahuila'), ('MX', 'MX-COA', 'mx coa'),
  ('MX', 'MX-COA', 'coa'), ('MX', 'MX-COL', 'colima'), ('MX', 'MX-COL', 'mx col'), ('MX', 'MX-COL', 'col'),
  ('MX', 'MX-DUR', 'durango'), ('MX', 'MX-DUR', 'mx dur'), ('MX', 'MX-DUR', 'dur'),
  ('MX', 'MX-MEX', 'estado de mexico'), ('MX', 'MX-MEX', 'mexico'), ('MX', 'MX-MEX', 'edomex'),
  ('MX', 'MX-MEX', 'edo mex'), ('MX', 'MX-MEX', 'mx mex'), ('MX', 'MX-MEX', 'mex'),
  ('MX', 'MX-GUA', 'guanajuato'), ('MX', 'MX-GUA', 'mx gua'), ('MX', 'MX-GUA', 'gua'),
  ('MX', 'MX-GRO', 'guerrero'), ('MX', 'MX-GRO', 'mx gro'), ('MX', 'MX-GRO', 'gro'),
  ('MX', 'MX-HID', 'hidalgo'), ('MX', 'MX-HID', 'mx hid'), ('MX', 'MX-HID', 'hid'),
  ('MX', 'MX-JAL', 'jalisco'), ('MX', 'MX-JAL', 'mx jal'), ('MX', 'MX-JAL', 'jal'),
  ('MX', 'MX-MIC', 'michoacan de ocampo'), ('MX', 'MX-MIC', 'michoacan'), ('MX', 'MX-MIC', 'mx mic'),
  ('MX', 'MX-MIC', 'mic'), ('MX', 'MX-MOR', 'morelos'), ('MX', 'MX-MOR', 'mx mor'), ('MX', 'MX-MOR', 'mor'),
  ('MX', 'MX-NAY', 'nayarit'), ('MX', 'MX-NAY', 'mx nay'), ('MX', 'MX-NAY', 'nay'),
  ('MX', 'MX-NLE', 'nuevo leon'), ('MX', 'MX-NLE', 'mx nle'), ('MX', 'MX-NLE', 'nle'),
  ('MX', 'MX-OAX', 'oaxaca'), ('MX', 'MX-OAX', 'mx oax'), ('MX', 'MX-OAX', 'oax'), ('MX', 'MX-PUE', 'puebla'),
  ('MX', 'MX-PUE', 'mx pue'), ('MX', 'MX-PUE', 'pue'), ('MX', 'MX-QUE', 'queretaro'),
  ('MX', 'MX-QUE', 'queretaro de arteaga'), ('MX', 'MX-QUE', 'mx que'), ('MX', 'MX-QUE', 'que'),
  ('MX', 'MX-ROO', 'quintana roo'), ('MX', 'MX-ROO', 'mx roo'), ('MX', 'MX-ROO', 'roo'),
  ('MX', 'MX-SLP', 'san luis potosi'), ('MX', 'MX-SLP', 'mx slp'), ('MX', 'MX-SLP', 'slp'),
  ('MX', 'MX-SIN', 'sinaloa'), ('MX', 'MX-SIN', 'mx sin'), ('MX', 'MX-SIN', 'sin'), ('MX', 'MX-SON', 'sonora'),
  ('MX', 'MX-SON', 'mx son'), ('MX', 'MX-SON', 'son'), ('MX', 'MX-TAB', 'tabasco'), ('MX', 'MX-TAB', 'mx tab'),
  ('MX', 'MX-TAB', 'tab'), ('MX', 'MX-TAM', 'tamaulipas'), ('MX', 'MX-TAM', 'mx tam'), ('MX', 'MX-TAM', 'tam'),
  ('MX', 'MX-TLA', 'tlaxcala'), ('MX', 'MX-TLA', 'mx tla'), ('MX', 'MX-TLA', 'tla'),
  ('MX', 'MX-VER', 'veracruz de ignacio de la llave'), ('MX', 'MX-VER', 'veracruz'),
  ('MX', 'MX-VER', 'mx ver'), ('MX', 'MX-VER', 'ver'), ('MX', 'MX-YUC', 'yucatan'), ('MX', 'MX-YUC', 'mx yuc'),
  ('MX', 'MX-YUC', 'yuc'), ('MX', 'MX-ZAC', 'zacatecas'), ('MX', 'MX-ZAC', 'mx zac'), ('MX', 'MX-ZAC', 'zac'),
  ('AR', 'AR-B', 'buenos aires'), ('AR', 'AR-B', 'ar b'), ('AR', 'AR-K', 'catamarca'), ('AR', 'AR-K', 'ar k'),
  ('AR', 'AR-H', 'chaco'), ('AR', 'AR-H', 'ar h'), ('AR', 'AR-U', 'chubut'), ('AR', 'AR-U', 'ar u'),
  ('AR', 'AR-C', 'ciudad autonoma de buenos aires'), ('AR', 'AR-C', 'caba'), ('AR', 'AR-C', 'capital federal'),
  ('AR', 'AR-C', 'ciudad de buenos aires'), ('AR', 'AR-C', 'ar c'), ('AR', 'AR-X', 'cordoba'),
  ('AR', 'AR-X', 'ar x'), ('AR', 'AR-W', 'corrientes'), ('AR', 'AR-W', 'ar w'), ('AR', 'AR-E', 'entre rios'),
  ('AR', 'AR-E', 'ar e'), ('AR', 'AR-P', 'formosa'), ('AR', 'AR-P', 'ar p'), ('AR', 'AR-Y', 'jujuy'),
  ('AR', 'AR-Y', 'ar y'), ('AR', 'AR-L', 'la pampa'), ('AR', 'AR-L', 'ar l'), ('AR', 'AR-F', 'la rioja'),
  ('AR', 'AR-F', 'ar f'), ('AR', 'AR-M', 'mendoza'), ('AR', 'AR-M', 'ar m'), ('AR', 'AR-N', 'misiones'),
  ('AR', 'AR-N', 'ar n'), ('AR', 'AR-Q', 'neuquen'), ('AR', 'AR-Q', 'ar q'), ('AR', 'AR-R', 'rio negro'),
  ('AR', 'AR-R', 'ar r'), ('AR', 'AR-A', 'salta'), ('AR', 'AR-A', 'ar a'), ('AR', 'AR-J', 'san juan'),
  ('AR', 'AR-J', 'ar j'), ('AR', 'AR-D', 'san luis'), ('AR', 'AR-D', 'ar d'), ('AR', 'AR-Z', 'santa cruz'),
  ('AR', 'AR-Z', 'ar z'), ('AR', 'AR-S', 'santa fe'), ('AR', 'AR-S', 'ar s'),
  ('AR', 'AR-G', 'santiago del estero'), ('AR', 'AR-G', 'ar g'), ('AR', 'AR-V', 'tierra del fuego'),
  ('AR', 'AR-V', 'tierra del fuego antartida e islas del atlantico sur'), ('AR', 'AR-V', 'ar v'),
  ('AR', 'AR-T', 'tucuman'), ('AR', 'AR-T', 'ar t'),
  ('CL', 'CL-AI', 'aisen del general carlos ibanez del campo'), ('CL', 'CL-AI', 'aysen'),
  ('CL', 'CL-AI', 'aisen'), ('CL', 'CL-AI', 'aysen del general carlos ibanez del campo'),
  ('CL', 'CL-AI', 'cl ai'), ('CL', 'CL-AI', 'ai'), ('CL', 'CL-AN', 'antofagasta'), ('CL', 'CL-AN', 'cl an'),
  ('CL', 'CL-AN', 'an'), ('CL', 'CL-AP', 'arica y parinacota'), ('CL', 'CL-AP', 'cl ap'),
  ('CL', 'CL-AP', 'ap'), ('CL', 'CL-AT', 'atacama'), ('CL', 'CL-AT', 'cl at'), ('CL', 'CL-AT', 'at'),
  ('CL', 'CL-BI', 'biobio'), ('CL', 'CL-BI', 'bio bio'), ('CL', 'CL-BI', 'cl bi'), ('CL', 'CL-BI', 'bi'),
  ('CL', 'CL-CO', 'coquimbo'), ('CL', 'CL-CO', 'cl co'), ('CL', 'CL-CO', 'co'),
  ('CL', 'CL-AR', 'la araucania'), ('CL', 'CL-AR', 'araucania'), ('CL', 'CL-AR', 'cl ar'),
  ('CL', 'CL-AR', 'ar'), ('CL', 'CL-LI', 'libertador general bernardo o higgins'),
  ('CL', 'CL-LI', 'o higgins'), ('CL', 'CL-LI', 'cl li'), ('CL', 'CL-LI', 'li'), ('CL', 'CL-LL', 'los lagos'),
  ('CL', 'CL-LL', 'cl ll'), ('CL', 'CL-LL', 'll'), ('CL', 'CL-LR', 'los rios'), ('CL', 'CL-LR', 'cl lr'),
  ('CL', 'CL-LR', 'lr'), ('CL', 'CL-MA', 'magallanes'),
  ('CL', 'CL-MA', 'magallanes y de la antartica chilena'), ('CL', 'CL-MA', 'magallanes y antartica chilena'),
  ('CL', 'CL-MA', 'cl ma'), ('CL', 'CL-MA', 'ma'), ('CL', 'CL-ML', 'maule'), ('CL', 'CL-ML', 'cl ml'),
  ('CL', 'CL-ML', 'ml'), ('CL', 'CL-NB', 'nuble'), ('CL', 'CL-NB', 'cl nb'), ('CL', 'CL-NB', 'nb'),
  ('CL', 'CL-RM', 'region metropolitana de santiago'), ('CL', 'CL-RM', 'metropolitana'),
  ('CL', 'CL-RM', 'region metropolitana'), ('CL', 'CL-RM', 'santiago'), ('CL', 'CL-RM', 'cl rm'),
  ('CL', 'CL-RM', 'rm'), ('CL', 'CL-TA', 'tarapaca'), ('CL', 'CL-TA', 'cl ta'), ('CL', 'CL-TA', 'ta'),
  ('CL', 'CL-VS', 'valparaiso'), ('CL', 'CL-VS', 'cl vs'), ('CL', 'CL-VS', 'vs'), ('CR', 'CR-A', 'alajuela'),
  ('CR', 'CR-A', 'cr a'), ('CR', 'CR-C', 'cartago'), ('CR', 'CR-C', 'cr c'), ('CR', 'CR-G', 'guanacaste'),
  ('CR', 'CR-G', 'cr g'), ('CR', 'CR-H', 'heredia'), ('CR', 'CR-H', 'cr h'), ('CR', 'CR-L', 'limon'),
  ('CR', 'CR-L', 'cr l'), ('CR', 'CR-P', 'puntarenas'), ('CR', 'CR-P', 'cr p'), ('CR', 'CR-SJ', 'san jose'),
  ('CR', 'CR-SJ', 'cr sj'), ('CR', 'CR-SJ', 'sj'), ('CO', 'CO-AMA', 'amazonas'), ('CO', 'CO-AMA', 'co ama'),
  ('CO', 'CO-AMA', 'ama'), ('CO', 'CO-ANT', 'antioquia'), ('CO', 'CO-ANT', 'co ant'), ('CO', 'CO-ANT', 'ant'),
  ('CO', 'CO-ARA', 'arauca'), ('CO', 'CO-ARA', 'co ara'), ('CO', 'CO-ARA', 'ara'),
  ('CO', 'CO-ATL', 'atlantico'), ('CO', 'CO-ATL', 'co atl'), ('CO', 'CO-ATL', 'atl'),
  ('CO', 'CO-BOL', 'bolivar'), ('CO', 'CO-BOL', 'co bol'), ('CO', 'CO-BOL', 'bol'), ('CO', 'CO-BOY', 'boyaca'),
  ('CO', 'CO-BOY', 'co boy'), ('CO', 'CO-BOY', 'boy'), ('CO', 'CO-CAL', 'caldas'), ('CO', 'CO-CAL', 'co cal'),
  ('CO', 'CO-CAL', 'cal'), ('CO', 'CO-CAQ', 'caqueta'), ('CO', 'CO-CAQ', 'co caq'), ('CO', 'CO-CAQ', 'caq'),
  ('CO', 'CO-CAS', 'casanare'), ('CO', 'CO-CAS', 'co cas'), ('CO', 'CO-CAS', 'cas'), ('CO', 'CO-CAU', 'cauca'),
  ('CO', 'CO-CAU', 'co cau'), ('CO', 'CO-CAU', 'cau'), ('CO', 'CO-CES', 'cesar'), ('CO', 'CO-CES', 'co ces'),
  ('CO', 'CO-CES', 'ces'), ('CO', 'CO-CHO', 'choco'), ('CO', 'CO-CHO', 'co cho'), ('CO', 'CO-CHO', 'cho'),
  ('CO', 'CO-COR', 'cordoba'), ('CO', 'CO-COR', 'co cor'), ('CO', 'CO-COR', 'cor'),
  ('CO', 'CO-CUN', 'cundinamarca'), ('CO', 'CO-CUN', 'co cun'), ('CO', 'CO-CUN', 'cun'),
  ('CO', 'CO-DC', 'distrito capital de bogota'), ('CO', 'CO-DC', 'bogota'), ('CO', 'CO-DC', 'bogota d c'),
  ('CO', 'CO-DC', 'bogota dc'), ('CO', 'CO-DC', 'co dc'), ('CO', 'CO-DC', 'dc'), ('CO', 'CO-GUA', 'guainia'),
  ('CO', 'CO-GUA', 'co gua'), ('CO', 'CO-GUA', 'gua'), ('CO', 'CO-GUV', 'guaviare'),
  ('CO', 'CO-GUV', 'co guv'), ('CO', 'CO-GUV', 'guv'), ('CO', 'CO-HUI', 'huila'), ('CO', 'CO-HUI', 'co hui'),
  ('CO', 'CO-HUI', 'hui'), ('CO', 'CO-LAG', 'la guajira'), ('CO', 'CO-LAG', 'co lag'), ('CO', 'CO-LAG', 'lag'),
  ('CO', 'CO-MAG', 'magdalena'), ('CO', 'CO-MAG', 'co mag'), ('CO', 'CO-MAG', 'mag'), ('CO', 'CO-MET', 'meta'),
  ('CO', 'CO-MET', 'co met'), ('CO', 'CO-MET', 'met'), ('CO', 'CO-NAR', 'narino'), ('CO', 'CO-NAR', 'co nar'),
  ('CO', 'CO-NAR', 'nar'), ('CO', 'CO-NSA', 'norte de santander'), ('CO', 'CO-NSA', 'co nsa'),
  ('CO', 'CO-NSA', 'nsa'), ('CO', 'CO-PUT', 'putumayo'), ('CO', 'CO-PUT', 'co put'), ('CO', 'CO-PUT', 'put'),
  ('CO', 'CO-QUI', 'quindio'), ('CO', 'CO-QUI', 'co qui'), ('CO', 'CO-QUI', 'qui'),
  ('CO', 'CO-RIS', 'risaralda'), ('CO', 'CO-RIS', 'co ris'), ('CO', 'CO-RIS', 'ris'),
  ('CO', 'CO-SAP', 'san andres providencia y santa catalina'), ('CO', 'CO-SAP', 'san andres'),
  ('CO', 'CO-SAP', 'co sap'), ('CO', 'CO-SAP', 'sap'), ('CO', 'CO-SAN', 'santander'),
  ('CO', 'CO-SAN', 'co san'), ('CO', 'CO-SAN', 'san'), ('CO', 'CO-SUC', 'sucre'), ('CO', 'CO-SUC', 'co suc'),
  ('CO', 'CO-SUC', 'suc'), ('CO', 'CO-TOL', 'tolima'), ('CO', 'CO-TOL', 'co tol'), ('CO', 'CO-TOL', 'tol'),
  ('CO', 'CO-VAC', 'valle del cauca'), ('CO', 'CO-VAC', 'co vac'), ('CO', 'CO-VAC', 'vac'),
  ('CO', 'CO-VAU', 'vaupes'), ('CO', 'CO-VAU', 'co vau'), ('CO', 'CO-VAU', 'vau'), ('CO', 'CO-VID', 'vichada'),
  ('CO', 'CO-VID', 'co vid'), ('CO', 'CO-VID', 'vid'), ('PE', 'PE-AMA', 'amazonas'),
  ('PE', 'PE-AMA', 'pe ama'), ('PE', 'PE-AMA', 'ama'), ('PE', 'PE-ANC', 'ancash'), ('PE', 'PE-ANC', 'pe anc'),
  ('PE', 'PE-ANC', 'anc'), ('PE', 'PE-APU', 'apurimac'), ('PE', 'PE-APU', 'pe apu'), ('PE', 'PE-APU', 'apu'),
  ('PE', 'PE-ARE', 'arequipa'), ('PE', 'PE-ARE', 'pe are'), ('PE', 'PE-ARE', 'are'),
  ('PE', 'PE-AYA', 'ayacucho'), ('PE', 'PE-AYA', 'pe aya'), ('PE', 'PE-AYA', 'aya'),
  ('PE', 'PE-CAJ', 'cajamarca'), ('PE', 'PE-CAJ', 'pe caj'), ('PE', 'PE-CAJ', 'caj'),
  ('PE', 'PE-CUS', 'cusco'), ('PE', 'PE-CUS', 'pe cus'), ('PE', 'PE-CUS', 'cus'),
  ('PE', 'PE-CAL', 'el callao'), ('PE', 'PE-CAL', 'callao'), ('PE', 'PE-CAL', 'pe cal'),
  ('PE', 'PE-CAL', 'cal'), ('PE', 'PE-HUV', 'huancavelica'), ('PE', 'PE-HUV', 'pe huv'),
  ('PE', 'PE-HUV', 'huv'), ('PE', 'PE-HUC', 'huanuco'), ('PE', 'PE-HUC', 'pe huc'), ('PE', 'PE-HUC', 'huc'),
  ('PE', 'PE-ICA', 'ica'), ('PE', 'PE-ICA', 'pe ica'), ('PE', 'PE-JUN', 'junin'), ('PE', 'PE-JUN', 'pe jun'),
  ('PE', 'PE-JUN', 'jun'), ('PE', 'PE-LAL', 'la libertad'), ('PE', 'PE-LAL', 'pe lal'),
  ('PE', 'PE-LAL', 'lal'), ('PE', 'PE-LAM', 'lambayeque'), ('PE', 'PE-LAM', 'pe lam'), ('PE', 'PE-LAM', 'lam'),
  ('PE', 'PE-LMA', 'lima metropolitana'), ('PE', 'PE-LMA', 'municipalidad metropolitana de lima'),
  ('PE', 'PE-LMA', 'lima'), ('PE', 'PE-LIM', 'lima'), ('PE', 'PE-LMA', 'pe lma'), ('PE', 'PE-LMA', 'lma'),
  ('PE', 'PE-LIM', 'lima provincias'), ('PE', 'PE-LIM', 'region lima'), ('PE', 'PE-LIM', 'pe lim'),
  ('PE', 'PE-LIM', 'lim'), ('PE', 'PE-LOR', 'loreto'), ('PE', 'PE-LOR', 'pe lor'), ('PE', 'PE-LOR', 'lor'),
  ('PE', 'PE-MDD', 'madre de dios'), ('PE', 'PE-MDD', 'pe mdd'), ('PE', 'PE-MDD', 'mdd'),
  ('PE', 'PE-MOQ', 'moquegua'), ('PE', 'PE-MOQ', 'pe moq'), ('PE', 'PE-MOQ', 'moq'), ('PE', 'PE-PAS', 'pasco'),
  ('PE', 'PE-PAS', 'pe pas'), ('PE', 'PE-PAS', 'pas'), ('PE', 'PE-PIU', 'piura'), ('PE', 'PE-PIU', 'pe piu'),
  ('PE', 'PE-PIU', 'piu'), ('PE', 'PE-PUN', 'puno'), ('PE', 'PE-PUN', 'pe pun'), ('PE', 'PE-PUN', 'pun'),
  ('PE', 'PE-SAM', 'san martin'), ('PE', 'PE-SAM', 'pe sam'), ('PE', 'PE-SAM', 'sam'),
  ('PE', 'PE-TAC', 'tacna'), ('PE', 'PE-TAC', 'pe tac'), ('PE', 'PE-TAC', 'tac'), ('PE', 'PE-TUM', 'tumbes'),
  ('PE', 'PE-TUM', 'pe tum'), ('PE', 'PE-TUM', 'tum'), ('PE', 'PE-UCA', 'ucayali'), ('PE', 'PE-UCA', 'pe uca'),
  ('PE', 'PE-UCA', 'uca'), ('BR', 'AC', 'acre'), ('BR', 'AC', 'br ac'), ('BR', 'AC', 'ac'),
  ('BR', 'AL', 'alagoas'), ('BR', 'AL', 'br al'), ('BR', 'AL', 'al'), ('BR', 'AP', 'amapa'),
  ('BR', 'AP', 'br ap'), ('BR', 'AP', 'ap'), ('BR', 'AM', 'amazonas'), ('BR', 'AM', 'br am'),
  ('BR', 'AM', 'am'), ('BR', 'BA', 'bahia'), ('BR', 'BA', 'br ba'), ('BR', 'BA', 'ba'), ('BR', 'CE', 'ceara'),
  ('BR', 'CE', 'br ce'), ('BR', 'CE', 'ce'), ('BR', 'DF', 'distrito federal'), ('BR', 'DF', 'br df'),
  ('BR', 'DF', 'df'), ('BR', 'ES', 'espirito santo'), ('BR', 'ES', 'br es'), ('BR', 'ES', 'es'),
  ('BR', 'GO', 'goias'), ('BR', 'GO', 'br go'), ('BR', 'GO', 'go'), ('BR', 'MA', 'maranhao'),
  ('BR', 'MA', 'br ma'), ('BR', 'MA', 'ma'), ('BR', 'MT', 'mato grosso'), ('BR', 'MT', 'br mt'),
  ('BR', 'MT', 'mt'), ('BR', 'MS', 'mato grosso do sul'), ('BR', 'MS', 'br ms'), ('BR', 'MS', 'ms'),
  ('BR', 'MG', 'minas gerais'), ('BR', 'MG', 'br mg'), ('BR', 'MG', 'mg'), ('BR', 'PA', 'para'),
  ('BR', 'PA', 'br pa'), ('BR', 'PA', 'pa'), ('BR', 'PB', 'paraiba'), ('BR', 'PB', 'br pb'),
  ('BR', 'PB', 'pb'), ('BR', 'PR', 'parana'), ('BR', 'PR', 'br pr'), ('BR', 'PR', 'pr'),
  ('BR', 'PE', 'pernambuco'), ('BR', 'PE', 'br pe'), ('BR', 'PE', 'pe'), ('BR', 'PI', 'piaui'),
  ('BR', 'PI', 'br pi'), ('BR', 'PI', 'pi'), ('BR', 'RJ', 'rio de janeiro'), ('BR', 'RJ', 'br rj'),
  ('BR', 'RJ', 'rj'), ('BR', 'RN', 'rio grande do norte'), ('BR', 'RN', 'br rn'), ('BR', 'RN', 'rn'),
  ('BR', 'RS', 'rio grande do sul'), ('BR', 'RS', 'br rs'), ('BR', 'RS', 'rs'), ('BR', 'RO', 'rondonia'),
  ('BR', 'RO', 'br ro'), ('BR', 'RO', 'ro'), ('BR', 'RR', 'roraima'), ('BR', 'RR', 'br rr'),
  ('BR', 'RR', 'rr'), ('BR', 'SC', 'santa catarina'), ('BR', 'SC', 'br sc'), ('BR', 'SC', 'sc'),
  ('BR', 'SP', 'sao paulo'), ('BR', 'SP', 'br sp'), ('BR', 'SP', 'sp'), ('BR', 'SE', 'sergipe'),
  ('BR', 'SE', 'br se'), ('BR', 'SE', 'se'), ('BR', 'TO', 'tocantins'), ('BR', 'TO', 'br to'),
  ('BR', 'TO', 'to');
--> statement-breakpoint
CREATE TEMPORARY TABLE state_matches AS
SELECT typed.country, typed.state, CASE WHEN count(DISTINCT k.value) = 1 THEN min(k.value) END AS value
FROM (
  SELECT DISTINCT country, state FROM users WHERE state IS NOT NULL
  UNION
  SELECT DISTINCT l.country, a.state FROM docfinder_addresses a JOIN docfinder_listings l ON l.id = a.listing_id
) AS typed
LEFT JOIN state_keys k
  ON k.country = typed.country
  AND k.key = btrim(regexp_replace(lower(portal_unaccent(typed.state)), '[^a-z0-9]+', ' ', 'g'))
GROUP BY typed.country, typed.state;
--> statement-breakpoint
UPDATE users u
SET state = m.value,
    state_as_typed = CASE WHEN m.value IS NULL AND btrim(u.state) <> '' THEN u.state END
FROM state_matches m
WHERE m.country = u.country AND m.state = u.state AND m.value IS DISTINCT FROM u.state;
--> statement-breakpoint
-- A practice's state is required: one that names no state keeps its text (shown as typed, found by its
-- text) until the physician edits the practice and picks the state from the list.
UPDATE docfinder_addresses a
SET state = m.value, search_state = lower(m.value)
FROM docfinder_listings l, state_matches m
WHERE l.id = a.listing_id AND m.country = l.country AND m.state = a.state AND m.value IS NOT NULL
  AND m.value IS DISTINCT FROM a.state;
--> statement-breakpoint
DROP TABLE state_matches;
--> statement-breakpoint
DROP TABLE state_keys;
