<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>studio</name>
    <message>
        <location filename="../app/studio/core/atomic_write.cpp" line="+12" />
        <source>Cannot write “%1”: %2</source>
        <translation>Impossible d'écrire « %1 » : %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Writing “%1” failed: %2</source>
        <translation>Échec de l'écriture de « %1 » : %2</translation>
    </message>
    <message>
        <location filename="../app/studio/core/command_line.cpp" line="+21" />
        <source>Load, train and look inside Transformer translation models.</source>
        <translation>Charger, entraîner et explorer des modèles de traduction Transformer.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Model folder, or a bundled model's name (%1), to open.</source>
        <translation>Dossier du modèle à ouvrir, ou nom d'un modèle fourni (%1).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>View to show: %1.</source>
        <translation>Vue à afficher : %1.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Sentence to translate / inspect.</source>
        <translation>Phrase à traduire / à inspecter.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Render the view to FILE (.png, .svg, .csv, .json) and exit.</source>
        <translation>Exporter le rendu de la vue dans FILE (.png, .svg, .csv, .json) et quitter.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>User interface language: %1.</source>
        <translation>Langue de l'interface : %1.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Compute backend: auto, cpu, vulkan[:N].</source>
        <translation>Backend de calcul : auto, cpu, vulkan[:N].</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Unexpected argument “%1”.</source>
        <translation>Argument inattendu « %1 ».</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Unknown view “%1” (choose one of %2).</source>
        <translation>Vue inconnue « %1 » (choisissez parmi %2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Unknown language “%1” (choose one of %2).</source>
        <translation>Langue inconnue « %1 » (choisissez parmi %2).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Cannot export to “%1”: use .png, .svg, .csv or .json.</source>
        <translation>Impossible d'exporter vers « %1 » : utilisez .png, .svg, .csv ou .json.</translation>
    </message>
    <message>
        <location filename="../app/studio/core/image_export.cpp" line="+47" />
        <source>Unsupported image format “%1” (use .png or .svg).</source>
        <translation>Format d'image non pris en charge « %1 » (utilisez .png ou .svg).</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+23" />
        <source>Nothing to export.</source>
        <translation>Rien à exporter.</translation>
    </message>
    <message>
        <location line="-8" />
        <source>Could not encode PNG: %1</source>
        <translation>Impossible d'encoder le PNG : %1</translation>
    </message>
    <message>
        <location filename="../app/studio/workers/inference_worker.cpp" line="+24" />
        <source>No model is loaded yet.</source>
        <translation>Aucun modèle n'est encore chargé.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Could not start the “%1” backend: %2</source>
        <translation>Impossible de démarrer le backend « %1 » : %2</translation>
    </message>
    <message>
        <location line="+57" />
        <source>Could not translate: %1</source>
        <translation>Impossible de traduire : %1</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>aucun trouvé</translation>
    </message>
</context>
<context>
    <name>studio::AttentionLinesWidget</name>
    <message>
        <location filename="../app/studio/widgets/attention_lines_widget.cpp" line="+22" />
        <source>Each line joins a query token (left) to a key token (right); its opacity is the attention weight. Hover a token to see only its lines.</source>
        <translation>Chaque ligne relie un jeton requête (à gauche) à un jeton clé (à droite) ; son opacité est le poids d'attention. Survolez un jeton pour ne voir que ses lignes.</translation>
    </message>
    <message>
        <location line="+65" />
        <source>No attention to show yet</source>
        <translation>Aucune attention à afficher pour l'instant</translation>
    </message>
</context>
<context>
    <name>studio::AttentionView</name>
    <message>
        <location filename="../app/studio/views/attention_view.cpp" line="+32" />
        <source>H %1 · max %2
Δ %3</source>
        <translation>H %1 · max %2
Δ %3</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Running the model…</source>
        <translation>Exécution du modèle…</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Source sentence (English)…</source>
        <translation>Phrase source (anglais)…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The encoder's input. Its pieces are the keys of encoder self-attention and of encoder-decoder attention.</source>
        <translation>L'entrée de l'encodeur. Ses sous-mots sont les clés de l'auto-attention de l'encodeur et de l'attention encodeur-décodeur.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Optional target: leave empty to inspect the model's own translation</source>
        <translation>Cible facultative : laissez vide pour inspecter la traduction propre du modèle</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Forced decoding: the decoder reads this target (teacher forcing) and you see how it attends while predicting each next piece.</source>
        <translation>Décodage forcé : le décodeur lit cette cible (teacher forcing) et vous voyez où porte son attention lorsqu'il prédit chaque sous-mot suivant.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Encoder self-attention</source>
        <translation>Auto-attention de l'encodeur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Decoder self-attention (masked)</source>
        <translation>Auto-attention du décodeur (masquée)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Encoder–decoder (cross) attention</source>
        <translation>Attention encodeur–décodeur (croisée)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The three uses of multi-head attention in the Transformer (section 3.2.3).</source>
        <translation>Les trois usages de l'attention multi-têtes dans le Transformer (section 3.2.3).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Heatmap</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Show the selected layer as a heatmap of one head, or as lines between the token columns with every head in its own colour.</source>
        <translation>Afficher la couche sélectionnée comme carte de chaleur d'une tête, ou comme lignes entre les colonnes de jetons, chaque tête dans sa propre couleur.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+140" />
        <source>Type a sentence to see every layer and head.</source>
        <translation>Saisissez une phrase pour voir chaque couche et chaque tête.</translation>
    </message>
    <message>
        <location line="-136" />
        <source>Sentence:</source>
        <translation>Phrase :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Target:</source>
        <translation>Cible :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Attention:</source>
        <translation>Attention :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Show as:</source>
        <translation>Afficher en :</translation>
    </message>
    <message>
        <location line="+15" />
        <source>attention weight</source>
        <translation>poids d'attention</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+38" />
        <source>Hover a cell to read its weight.</source>
        <translation>Survolez une cellule pour lire son poids.</translation>
    </message>
    <message>
        <location line="-35" />
        <source>H: mean entropy of each query's attention (nats; low = focused). max: mean of each query's largest weight. Δ: mean attended key position minus query position (negative = looks back).</source>
        <translation>H : entropie moyenne de l'attention de chaque requête (nats ; faible = concentrée). max : moyenne du plus grand poids de chaque requête. Δ : position moyenne des clés regardées moins la position de la requête (négatif = regarde en arrière).</translation>
    </message>
    <message>
        <location line="+36" />
        <source>query %1 “%2” → key %3 “%4”: %5</source>
        <translation>requête %1 « %2 » → clé %3 « %4 » : %5</translation>
    </message>
    <message>
        <location line="+71" />
        <source>Target: %1 — %2 source and %3 target pieces, %4 ms on %5</source>
        <translation>Cible : %1 — %2 sous-mots source et %3 sous-mots cible, %4 ms sur %5</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Layer %1</source>
        <translation>Couche %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>L%1 H%2</source>
        <translation>C%1 T%2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Layer %1, head %2: click to open it large</source>
        <translation>Couche %1, tête %2 : cliquer pour l'agrandir</translation>
    </message>
    <message>
        <location line="+52" />
        <source>Heads:</source>
        <translation>Têtes :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>H%1</source>
        <translation>T%1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Show or hide head %1's lines</source>
        <translation>Afficher ou masquer les lignes de la tête %1</translation>
    </message>
    <message>
        <location line="+19" />
        <source>queries (source tokens)</source>
        <translation>requêtes (jetons source)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>queries (target tokens)</source>
        <translation>requêtes (jetons cible)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>keys (source tokens)</source>
        <translation>clés (jetons source)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>keys (target tokens)</source>
        <translation>clés (jetons cible)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>mean over heads</source>
        <translation>moyenne des têtes</translation>
    </message>
    <message>
        <location line="+0" />
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 · layer %2 · %3</source>
        <translation>%1 · couche %2 · %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Layer %1, %2: %3</source>
        <translation>Couche %1, %2 : %3</translation>
    </message>
    <message>
        <location line="+15" />
        <source>There is no attention to export yet: type a sentence first.</source>
        <translation>Aucune attention à exporter pour l'instant : saisissez d'abord une phrase.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>query \ key</source>
        <translation>requête \ clé</translation>
    </message>
    <message>
        <location filename="../app/studio/views/attention_view.h" line="+35" />
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
</context>
<context>
    <name>studio::ChartExport</name>
    <message>
        <location filename="../app/studio/widgets/chart_export.cpp" line="+13" />
        <source>Cannot write %1: %2</source>
        <translation>Impossible d'écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>studio::HeatmapWidget</name>
    <message>
        <location filename="../app/studio/widgets/heatmap_widget.cpp" line="+255" />
        <source>Nothing to show yet</source>
        <translation>Rien à afficher pour l'instant</translation>
    </message>
    <message>
        <location line="+181" />
        <source>row</source>
        <translation>ligne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;b&gt;%1&lt;/b&gt; #%2: &lt;code&gt;%3&lt;/code&gt;&lt;br&gt;&lt;b&gt;%4&lt;/b&gt; #%5: &lt;code&gt;%6&lt;/code&gt;&lt;br&gt;%7 = &lt;b&gt;%8&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; #%2 : &lt;code&gt;%3&lt;/code&gt;&lt;br&gt;&lt;b&gt;%4&lt;/b&gt; #%5 : &lt;code&gt;%6&lt;/code&gt;&lt;br&gt;%7 = &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>studio::InferenceClient</name>
    <message>
        <location filename="../app/studio/workers/inference_client.cpp" line="+30" />
        <source>The model could not be loaded: %1</source>
        <translation>Impossible de charger le modèle : %1</translation>
    </message>
    <message>
        <location line="+44" />
        <source>No model is loaded. Open a model folder first (File ▸ Open model folder…).</source>
        <translation>Aucun modèle chargé. Ouvrez d'abord un dossier de modèle (Fichier ▸ Ouvrir un dossier de modèle…).</translation>
    </message>
</context>
<context>
    <name>studio::MainWindow</name>
    <message>
        <location filename="../app/studio/core/main_window.cpp" line="+46" />
        <location line="+210" />
        <source>Attention Studio</source>
        <translation>Attention Studio</translation>
    </message>
    <message>
        <location line="-173" />
        <source>Loading model %1…</source>
        <translation>Chargement du modèle %1…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Could not open the model folder %1:
%2</source>
        <translation>Impossible d'ouvrir le dossier de modèle %1 :
%2</translation>
    </message>
    <message>
        <location line="+40" />
        <source>Main</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Open model folder…</source>
        <translation>&amp;Ouvrir un dossier de modèle…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Load a model folder (config.json, model.safetensors, tokenizer.model)</source>
        <translation>Charger un dossier de modèle (config.json, model.safetensors, tokenizer.model)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open &amp;recent</source>
        <translation>Ouvrir un modèle &amp;récent</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open a &amp;bundled model</source>
        <translation>Ouvrir un modèle &amp;fourni</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(none found)</source>
        <translation>(aucun trouvé)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Save model as…</source>
        <translation>&amp;Enregistrer le modèle sous…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Export view as &amp;image (PNG/SVG)…</source>
        <translation>Exporter la vue en &amp;image (PNG/SVG)…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save what this view shows as a PNG or SVG picture, e.g. for slides</source>
        <translation>Enregistrer le contenu de cette vue en image PNG ou SVG, p. ex. pour des diapositives</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export view &amp;data (CSV/JSON)…</source>
        <translation>Exporter les &amp;données de la vue (CSV/JSON)…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save the numbers behind this view as CSV or JSON</source>
        <translation>Enregistrer les valeurs numériques de cette vue en CSV ou JSON</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy translation</source>
        <translation>&amp;Copier la traduction</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Translation copied</source>
        <translation>Traduction copiée</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The interface language changes the next time Attention Studio starts.</source>
        <translation>La langue de l'interface changera au prochain démarrage d'Attention Studio.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Compute &amp;backend</source>
        <translation>&amp;Backend de calcul</translation>
    </message>
    <message>
        <location line="+10" />
        <source>A real GPU through Vulkan when there is one, else the CPU</source>
        <translation>Un vrai GPU via Vulkan s'il y en a un, sinon le CPU</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eigen + OpenBLAS on the processor (the reference backend)</source>
        <translation>Eigen + OpenBLAS sur le processeur (le backend de référence)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Vulkan compute shaders on the first Vulkan device</source>
        <translation>Shaders de calcul Vulkan sur le premier périphérique Vulkan</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;The paper in this app…</source>
        <translation>L'&amp;article dans cette application…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About Attention Studio</source>
        <translation>À &amp;propos d'Attention Studio</translation>
    </message>
    <message>
        <location line="+1" />
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+8" />
        <source>(none yet)</source>
        <translation>(aucun pour l'instant)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Clear list</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Model: %1</source>
        <translation>Modèle : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No model</source>
        <translation>Aucun modèle</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Backend: %1</source>
        <translation>Backend : %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Working…</source>
        <translation>Traitement…</translation>
    </message>
    <message>
        <location line="+14" />
        <source>There is no view to export.</source>
        <translation>Il n'y a aucune vue à exporter.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Unknown export format "%1": use .png, .svg, .csv or .json</source>
        <translation>Format d'exportation inconnu « %1 » : utilisez .png, .svg, .csv ou .json</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Export view as image</source>
        <translation>Exporter la vue en image</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>Image PNG (*.png);;Image vectorielle SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+15" />
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="-6" />
        <source>Export view data</source>
        <translation>Exporter les données de la vue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tableau CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Open model folder</source>
        <translation>Ouvrir un dossier de modèle</translation>
    </message>
    <message>
        <location line="+11" />
        <source>About Attention Studio</source>
        <translation>À propos d'Attention Studio</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Train or load a Transformer translation model (Vaswani et al., 2017, “Attention Is All You Need”) and see inside it: every layer and head, positional encodings, the learning-rate schedule and training curves.&lt;/p&gt;&lt;p&gt;Compute backends: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Entraînez ou chargez un modèle de traduction Transformer (Vaswani et al., 2017, « Attention Is All You Need ») et explorez-le : chaque couche et chaque tête d'attention, les encodages positionnels, la planification du taux d'apprentissage et les courbes d'entraînement.&lt;/p&gt;&lt;p&gt;Backends de calcul : %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The paper in this app</source>
        <translation>L'article dans cette application</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;p&gt;&lt;b&gt;Translate&lt;/b&gt;: the encoder-decoder attention of the decoder (section 3.2.3) is the alignment between target and source tokens.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Attention&lt;/b&gt;: every layer and head of multi-head attention (section 3.2.2): Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V. Rows are queries, columns are keys.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Positional encoding&lt;/b&gt;: the sinusoids of section 3.5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Training&lt;/b&gt;: Adam with the warm-up schedule of section 5.3, label smoothing and dropout of section 5.4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Traduire&lt;/b&gt; : l'attention encodeur-décodeur du décodeur (section 3.2.3) est l'alignement entre les jetons cibles et les jetons sources.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Attention&lt;/b&gt; : chaque couche et chaque tête de l'attention multi-têtes (section 3.2.2) : Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V. Les lignes sont les requêtes, les colonnes les clés.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Encodage positionnel&lt;/b&gt; : les sinusoïdes de la section 3.5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Entraînement&lt;/b&gt; : Adam avec le préchauffage de la section 5.3, le lissage des étiquettes et le dropout de la section 5.4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Training is running</source>
        <translation>Entraînement en cours</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A model is training. Stop it and close? The last checkpoint is kept.</source>
        <translation>Un modèle est en cours d'entraînement. L'arrêter et fermer ? Le dernier point de contrôle est conservé.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Stopping the training, then closing…</source>
        <translation>Arrêt de l'entraînement, puis fermeture…</translation>
    </message>
    <message>
        <source>Looking for models…</source>
        <translation>Recherche des modèles…</translation>
    </message>
</context>
<context>
    <name>studio::ModelInfoView</name>
    <message>
        <location filename="../app/studio/views/model_info_view.cpp" line="+49" />
        <source>N: identical encoder layers (the paper uses 6)</source>
        <translation>N : couches d'encodeur identiques (6 dans l'article)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N: identical decoder layers (the paper uses 6)</source>
        <translation>N : couches de décodeur identiques (6 dans l'article)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Width of every sub-layer output and embedding (512 in the base model)</source>
        <translation>Largeur de la sortie de chaque sous-couche et des plongements (512 dans le modèle de base)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>h: parallel attention heads, each of size d_k = d_v = d_model / h</source>
        <translation>h : têtes d'attention parallèles, chacune de taille d_k = d_v = d_model / h</translation>
    </message>
    <message>
        <location line="+1" />
        <source>d_k = d_v per head</source>
        <translation>d_k = d_v par tête</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Inner width of the position-wise feed-forward network (2048 in the base model)</source>
        <translation>Largeur interne du réseau feed-forward appliqué position par position (2048 dans le modèle de base)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Shared source/target vocabulary (byte-pair encoding)</source>
        <translation>Vocabulaire source/cible partagé (codage par paires d'octets)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>P_drop on sub-layer outputs and on embeddings + positions (0.1 in the paper)</source>
        <translation>P_drop sur les sorties des sous-couches et sur les plongements + positions (0,1 dans l'article)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Dropout on attention weights (not in the paper)</source>
        <translation>Dropout sur les poids d'attention (absent de l'article)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>ε_ls: label smoothing of the training targets (0.1 in the paper)</source>
        <translation>ε_ls : lissage des étiquettes des cibles d'entraînement (0,1 dans l'article)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>post: LayerNorm(x + Sublayer(x)) as in the paper; pre: x + Sublayer(LayerNorm(x))</source>
        <translation>post : LayerNorm(x + Sublayer(x)) comme dans l'article ; pre : x + Sublayer(LayerNorm(x))</translation>
    </message>
    <message>
        <location line="+3" />
        <source>How positions are added to the embeddings (section 3.5)</source>
        <translation>Manière dont les positions sont ajoutées aux plongements (section 3.5)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The 10000 in PE(pos, 2i) = sin(pos / 10000^(2i/d_model))</source>
        <translation>Le 10000 de PE(pos, 2i) = sin(pos / 10000^(2i/d_model))</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Longest sequence the model accepts, in tokens</source>
        <translation>Plus longue séquence acceptée par le modèle, en jetons</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Feed-forward activation: FFN(x) = act(x W1 + b1) W2 + b2 (ReLU in the paper)</source>
        <translation>Activation du feed-forward : FFN(x) = act(x W1 + b1) W2 + b2 (ReLU dans l'article)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>One matrix for both embeddings and the pre-softmax projection (section 3.4)</source>
        <translation>Une seule matrice pour les deux plongements et la projection pré-softmax (section 3.4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Embeddings multiplied by √d_model (section 3.4)</source>
        <translation>Plongements multipliés par √d_model (section 3.4)</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Encoder layer %1</source>
        <translation>Couche d'encodeur %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Decoder layer %1</source>
        <translation>Couche de décodeur %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Final layer norms</source>
        <translation>Normalisations de couche finales</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Learned positions</source>
        <translation>Positions apprises</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Output projection</source>
        <translation>Projection de sortie</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Embeddings (shared with the output projection)</source>
        <translation>Plongements (partagés avec la projection de sortie)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Embeddings</source>
        <translation>Plongements</translation>
    </message>
    <message>
        <location line="+11" />
        <source>layer norms</source>
        <translation>normalisations de couche</translation>
    </message>
    <message>
        <location line="+2" />
        <source>encoder-decoder attention</source>
        <translation>attention encodeur-décodeur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>self-attention</source>
        <translation>auto-attention</translation>
    </message>
    <message>
        <location line="+1" />
        <source>feed-forward network</source>
        <translation>réseau feed-forward</translation>
    </message>
    <message>
        <location line="+37" />
        <source>Open model folder…</source>
        <translation>Ouvrir un dossier de modèle…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Load a model folder: config.json, model.safetensors and tokenizer.model</source>
        <translation>Charger un dossier de modèle : config.json, model.safetensors et tokenizer.model</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save model as…</source>
        <translation>Enregistrer le modèle sous…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write the loaded model to a new folder (atomic writes)</source>
        <translation>Écrire le modèle chargé dans un nouveau dossier (écritures atomiques)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Setting</source>
        <translation>Réglage</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+0" />
        <source>In the paper's terms</source>
        <translation>Dans les termes de l'article</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Block</source>
        <translation>Bloc</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Looking for compute devices…</source>
        <translation>Recherche des périphériques de calcul…</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Training history</source>
        <translation>Historique d'entraînement</translation>
    </message>
    <message>
        <location line="+62" />
        <source>Available:&lt;br&gt;%1&lt;br&gt;Selected in the settings: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Disponibles :&lt;br&gt;%1&lt;br&gt;Sélectionné dans les réglages : &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-68" />
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Parameters per block</source>
        <translation>Paramètres par bloc</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Compute backends</source>
        <translation>Backends de calcul</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Loading %1…</source>
        <translation>Chargement de %1…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Could not load %1: %2</source>
        <translation>Impossible de charger %1 : %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Could not list devices: %1</source>
        <translation>Impossible de lister les périphériques : %1</translation>
    </message>
    <message>
        <location line="+29" />
        <source>No model loaded. Open a model folder, or train one in the Training view.</source>
        <translation>Aucun modèle chargé. Ouvrez un dossier de modèle ou entraînez-en un dans la vue Entraînement.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 parameters · %3 + %4 layers · d_model %5 · %6 heads · vocabulary %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 paramètres · %3 + %4 couches · d_model %5 · %6 têtes d'attention · vocabulaire %7</translation>
    </message>
    <message>
        <location line="+52" />
        <source>Total (tied matrices once)</source>
        <translation>Total (matrices liées comptées une fois)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>This folder has no train_log.csv (no training history stored).</source>
        <translation>Ce dossier ne contient pas de train_log.csv (aucun historique d'entraînement enregistré).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>loss (nats/token)</source>
        <translation>perte (nats/jeton)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>train loss (label-smoothed)</source>
        <translation>perte d'entraînement (avec lissage des étiquettes)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>validation loss</source>
        <translation>perte de validation</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>%n logged step(s) from train_log.csv</source>
        <translation>
            <numerusform>%n pas enregistré dans train_log.csv</numerusform>
            <numerusform>%n pas enregistrés dans train_log.csv</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>Open model folder</source>
        <translation>Ouvrir un dossier de modèle</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Save model into folder</source>
        <translation>Enregistrer le modèle dans un dossier</translation>
    </message>
    <message>
        <location line="+7" />
        <source>There is no model to save.</source>
        <translation>Il n'y a aucun modèle à enregistrer.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Saving the model to %1…</source>
        <translation>Enregistrement du modèle dans %1…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Model saved to %1</source>
        <translation>Modèle enregistré dans %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Could not save the model to %1: %2</source>
        <translation>Impossible d'enregistrer le modèle dans %1 : %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>No model is loaded.</source>
        <translation>Aucun modèle n'est chargé.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/model_info_view.h" line="+31" />
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
</context>
<context>
    <name>studio::ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>The model every view looks at: a bundled model or one you opened recently</source>
        <translation>Le modèle qu'affichent toutes les vues : un modèle fourni ou un modèle ouvert récemment</translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation>Modèles fournis</translation>
    </message>
    <message>
        <source>Recent models</source>
        <translation>Modèles récents</translation>
    </message>
    <message>
        <source>This model has no model card (README.md).</source>
        <translation>Ce modèle n'a pas de fiche de modèle (README.md).</translation>
    </message>
</context>
<context>
    <name>studio::PositionalEncodingView</name>
    <message>
        <location filename="../app/studio/views/pe_view.cpp" line="+67" />
        <source>Encoding</source>
        <translation>Encodage</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sinusoidal formula</source>
        <translation>Formule sinusoïdale</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The paper's fixed encoding (section 3.5): every dimension is a sinusoid of the position, with wavelengths forming a geometric progression from 2π to base·2π.</source>
        <translation>L'encodage fixe de l'article (section 3.5) : chaque dimension est une sinusoïde de la position, dont les longueurs d'onde forment une progression géométrique de 2π à base·2π.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This model's learned positions</source>
        <translation>Positions apprises par ce modèle</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+226" />
        <source>Load a model trained with learned positional embeddings (Table 3, row E) to compare its position table with the sinusoids.</source>
        <translation>Chargez un modèle entraîné avec des plongements positionnels appris (tableau 3, ligne E) pour comparer sa table de positions aux sinusoïdes.</translation>
    </message>
    <message>
        <location line="-214" />
        <source>Interleaved sin/cos (paper)</source>
        <translation>sin/cos entrelacés (article)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sin half, cos half (Marian)</source>
        <translation>Moitié sin, moitié cos (Marian)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Where the sine and cosine of each frequency go. The paper interleaves them (even dimensions sin, odd cos); Marian/OPUS-MT models put all sines first and all cosines in the second half. Both carry the same information.</source>
        <translation>Où placer le sinus et le cosinus de chaque fréquence. L'article les entrelace (dimensions paires sin, impaires cos) ; les modèles Marian/OPUS-MT placent tous les sinus dans la première moitié et tous les cosinus dans la seconde. Les deux portent la même information.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>d_model: the width of the embeddings. The encoding has the same dimension so that the two can be summed (section 3.5). Dimension pair (2i, 2i+1) uses the frequency 1/base^(2i/d_model).</source>
        <translation>d_model : la largeur des plongements. L'encodage a la même dimension pour que les deux puissent être additionnés (section 3.5). La paire de dimensions (2i, 2i+1) utilise la fréquence 1/base^(2i/d_model).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>How many positions (0 … n−1) to draw.</source>
        <translation>Nombre de positions (0 … n−1) à tracer.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The base of the wavelengths (10000 in the paper): the longest wavelength is base·2π positions, far longer than any sentence, so no two positions get the same code.</source>
        <translation>La base des longueurs d'onde (10000 dans l'article) : la plus grande longueur d'onde vaut base·2π positions, bien plus que n'importe quelle phrase, si bien que deux positions n'ont jamais le même code.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Dimensions to draw as waves, separated by commas (at most %1). Low dimensions oscillate fast, high dimensions slowly: together they spell the position like the digits of a number.</source>
        <translation>Dimensions à tracer sous forme d'ondes, séparées par des virgules (%1 au maximum). Les dimensions basses oscillent vite, les hautes lentement : ensemble, elles écrivent la position comme les chiffres d'un nombre.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>&amp;Layout:</source>
        <translation>&amp;Agencement :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;d_model:</source>
        <translation>&amp;d_model :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Positions:</source>
        <translation>&amp;Positions :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Base:</source>
        <translation>&amp;Base :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>D&amp;imensions:</source>
        <translation>D&amp;imensions :</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Positional encoding waves</source>
        <translation>Ondes de l'encodage positionnel</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+13" />
        <source>position (pos)</source>
        <translation>position (pos)</translation>
    </message>
    <message>
        <location line="-13" />
        <source>PE(pos, dim)</source>
        <translation>PE(pos, dim)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Each curve is one dimension of the encoding as a function of the position. Sine and cosine of the same frequency form a pair, so PE(pos+k) is a rotation of PE(pos): a linear function of it, which the paper hypothesised lets attention use relative positions.</source>
        <translation>Chaque courbe est une dimension de l'encodage en fonction de la position. Le sinus et le cosinus d'une même fréquence forment une paire, donc PE(pos+k) est une rotation de PE(pos) : une fonction linéaire de celui-ci, ce qui, selon l'hypothèse de l'article, permet à l'attention d'exploiter les positions relatives.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>dimension</source>
        <translation>dimension</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PE value</source>
        <translation>valeur de PE</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The whole encoding: one row per position, one column per dimension. The vector added to the embedding of a token at position pos is row pos. Fast stripes on the left, slow on the right.</source>
        <translation>L'encodage complet : une ligne par position, une colonne par dimension. Le vecteur ajouté au plongement d'un jeton à la position pos est la ligne pos. Bandes rapides à gauche, lentes à droite.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>PE(p)·PE(q)</source>
        <translation>PE(p)·PE(q)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>position p</source>
        <translation>position p</translation>
    </message>
    <message>
        <location line="+0" />
        <source>position q</source>
        <translation>position q</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Dot products PE(p)·PE(q). For the sinusoids they depend only on the distance p−q (a band along the diagonal) and fall off with it: nearby positions look alike, distant ones do not.</source>
        <translation>Produits scalaires PE(p)·PE(q). Pour les sinusoïdes, ils ne dépendent que de la distance p−q (une bande le long de la diagonale) et diminuent quand elle augmente : les positions proches se ressemblent, les éloignées non.</translation>
    </message>
    <message>
        <location line="+120" />
        <source>Show the %1 × %2 position table this model learned (Table 3, row E), drawn like the formula.</source>
        <translation>Afficher la table de positions %1 × %2 apprise par ce modèle (tableau 3, ligne E), tracée comme la formule.</translation>
    </message>
    <message>
        <location line="+22" />
        <source>dim %1 (learned)</source>
        <translation>dim %1 (apprise)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>dim %1 (%2, wavelength %3)</source>
        <translation>dim %1 (%2, longueur d'onde %3)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&lt;b&gt;Learned positions:&lt;/b&gt; row &lt;i&gt;pos&lt;/i&gt; of a learned %1 × %2 table is added to the embedding of the token at position &lt;i&gt;pos&lt;/i&gt;. The paper found this gives nearly identical results to the sinusoids (Table 3, row E) but cannot extrapolate to positions beyond the table.</source>
        <translation>&lt;b&gt;Positions apprises :&lt;/b&gt; la ligne &lt;i&gt;pos&lt;/i&gt; d'une table apprise de %1 × %2 est ajoutée au plongement du jeton à la position &lt;i&gt;pos&lt;/i&gt;. Selon l'article, cela donne des résultats presque identiques aux sinusoïdes (tableau 3, ligne E), mais ne permet pas d'extrapoler à des positions au-delà de la table.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>PE(&lt;i&gt;pos&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, %2/2 + &lt;i&gt;i&lt;/i&gt;) = cos(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; for 0 ≤ &lt;i&gt;i&lt;/i&gt; &lt; %2/2</source>
        <translation>PE(&lt;i&gt;pos&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, %2/2 + &lt;i&gt;i&lt;/i&gt;) = cos(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; pour 0 ≤ &lt;i&gt;i&lt;/i&gt; &lt; %2/2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1) = cos(&lt;i&gt;pos&lt;/i&gt; / %1)</source>
        <translation>PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1) = cos(&lt;i&gt;pos&lt;/i&gt; / %1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Wavelengths grow geometrically from 2π ≈ 6.3 positions (dimensions 0 and 1) to %1·2π ≈ %2 positions (the last pair); see section 3.5.</source>
        <translation>Les longueurs d'onde croissent géométriquement de 2π ≈ 6,3 positions (dimensions 0 et 1) à %1·2π ≈ %2 positions (dernière paire) ; voir la section 3.5.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Learned position embeddings, chosen dimensions</source>
        <translation>Plongements positionnels appris, dimensions choisies</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Positional encoding waves, d_model = %1</source>
        <translation>Ondes de l'encodage positionnel, d_model = %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Learned position table (%1 × %2)</source>
        <translation>Table de positions apprise (%1 × %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>PE matrix (%1 positions × %2 dimensions)</source>
        <translation>Matrice PE (%1 positions × %2 dimensions)</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Position similarity PE(p)·PE(q)</source>
        <translation>Similarité des positions PE(p)·PE(q)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>There is no positional encoding to export.</source>
        <translation>Il n'y a aucun encodage positionnel à exporter.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/pe_view.h" line="+35" />
        <source>Positional encoding</source>
        <translation>Encodage positionnel</translation>
    </message>
</context>
<context>
    <name>studio::TrainingView</name>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+84" />
        <source>✓ %1 training pairs</source>
        <translation>✓ %1 paires d'entraînement</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+659" />
        <source>Give both validation files (source and target), or neither.</source>
        <translation>Indiquez les deux fichiers de validation (source et cible), ou aucun.</translation>
    </message>
    <message>
        <location line="-654" />
        <source>, %1 validation pairs</source>
        <translation>, %1 paires de validation</translation>
    </message>
    <message>
        <location line="+105" />
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Built-in toy task</source>
        <translation>Tâche jouet intégrée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Parallel corpus: source and target files</source>
        <translation>Corpus parallèle : fichiers source et cible</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Parallel corpus: one tab-separated file</source>
        <translation>Corpus parallèle : un fichier séparé par des tabulations</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Toy tasks are generated on the fly and train in minutes; their correct attention is known exactly. A corpus is one sentence per line, line-aligned, plain text or gzip, UTF-8.</source>
        <translation>Les tâches jouets sont générées à la volée et s'entraînent en quelques minutes ; leur attention correcte est connue exactement. Un corpus contient une phrase par ligne, alignée ligne à ligne, en texte brut ou gzip, UTF-8.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>copy</source>
        <translation>copier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>reverse</source>
        <translation>inverser</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sort</source>
        <translation>trier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>shift (s&lt;k&gt; → s&lt;k+1&gt;)</source>
        <translation>décaler (s&lt;k&gt; → s&lt;k+1&gt;)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>copy and shift attend along the diagonal, reverse along the anti-diagonal, sort to wherever the next smallest symbol is.</source>
        <translation>Copier et décaler portent l'attention le long de la diagonale, inverser le long de l'anti-diagonale, trier vers le prochain plus petit symbole.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Training pairs generated.</source>
        <translation>Nombre de paires d'entraînement générées.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Symbols s0 … s(n−1).</source>
        <translation>Symboles s0 … s(n−1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shortest sentence, in symbols.</source>
        <translation>Phrase la plus courte, en symboles.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Longest sentence, in symbols.</source>
        <translation>Phrase la plus longue, en symboles.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Task:</source>
        <translation>Tâche :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pairs:</source>
        <translation>Paires :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Alphabet:</source>
        <translation>Alphabet :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Length:</source>
        <translation>Longueur :</translation>
    </message>
    <message>
        <location line="+5" />
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location line="+12" />
        <source>e.g. train.en</source>
        <translation>p. ex. train.en</translation>
    </message>
    <message>
        <location line="+3" />
        <source>e.g. train.de</source>
        <translation>p. ex. train.de</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Source:</source>
        <translation>Source :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Choose the source file</source>
        <translation>Choisir le fichier source</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Target:</source>
        <translation>Cible :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Choose the target file</source>
        <translation>Choisir le fichier cible</translation>
    </message>
    <message>
        <location line="+9" />
        <source>source&lt;TAB&gt;target per line</source>
        <translation>source&lt;TAB&gt;cible par ligne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>File:</source>
        <translation>Fichier :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Choose the tab-separated file</source>
        <translation>Choisir le fichier séparé par des tabulations</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+3" />
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Joint BPE vocabulary for source and target (SentencePiece). The paper used about 37000 shared pieces for English–German.</source>
        <translation>Vocabulaire BPE commun à la source et à la cible (SentencePiece). L'article utilisait environ 37000 sous-mots partagés pour l'anglais–allemand.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Validation source:</source>
        <translation>Source de validation :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose the validation source file</source>
        <translation>Choisir le fichier source de validation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Validation target:</source>
        <translation>Cible de validation :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose the validation target file</source>
        <translation>Choisir le fichier cible de validation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Vocabulary:</source>
        <translation>Vocabulaire :</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+4" />
        <source>toy — seconds per task</source>
        <translation>toy — quelques secondes par tâche</translation>
    </message>
    <message>
        <location line="+1" />
        <source>tiny — 3 layers, d_model 256</source>
        <translation>tiny — 3 couches, d_model 256</translation>
    </message>
    <message>
        <location line="+1" />
        <source>small — 4 layers, dropout 0.3</source>
        <translation>small — 4 couches, dropout 0,3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>base — the paper's base model</source>
        <translation>base — le modèle de base de l'article</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A starting point; every field below can then be changed.</source>
        <translation>Un point de départ ; chaque champ ci-dessous peut ensuite être modifié.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>N encoder layers (N = 6 in the paper).</source>
        <translation>N couches d'encodeur (N = 6 dans l'article).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>N decoder layers (N = 6 in the paper).</source>
        <translation>N couches de décodeur (N = 6 dans l'article).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>d_model: width of every sub-layer output and of the embeddings (512 in the paper). Must be divisible by the number of heads.</source>
        <translation>d_model : largeur de la sortie de chaque sous-couche et des plongements (512 dans l'article). Doit être divisible par le nombre de têtes d'attention.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>h parallel attention heads, each of width d_k = d_v = d_model / h (h = 8 in the paper).</source>
        <translation>h têtes d'attention parallèles, chacune de largeur d_k = d_v = d_model / h (h = 8 dans l'article).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>d_ff: inner width of the position-wise feed-forward network (2048 in the paper).</source>
        <translation>d_ff : largeur interne du réseau feed-forward appliqué position par position (2048 dans l'article).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>P_drop: dropout on every sub-layer output and on embeddings + positional encodings (section 5.4; 0.1 for the base model).</source>
        <translation>P_drop : dropout sur la sortie de chaque sous-couche et sur les plongements + encodages positionnels (section 5.4 ; 0,1 pour le modèle de base).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>ε_ls (section 5.4): hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU. 0.1 in the paper.</source>
        <translation>ε_ls (section 5.4) : dégrade la perplexité, car le modèle apprend à être moins sûr de lui, mais améliore l'exactitude et le BLEU. 0,1 dans l'article.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>sinusoidal (paper)</source>
        <translation>sinusoïdal (article)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sinusoidal, halves (Marian)</source>
        <translation>sinusoïdal, moitiés (Marian)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>learned (Table 3, row E)</source>
        <translation>appris (tableau 3, ligne E)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>How positions enter the model (section 3.5). Learned positions can be compared with the formula in the positional-encoding view.</source>
        <translation>Comment les positions entrent dans le modèle (section 3.5). Les positions apprises peuvent être comparées à la formule dans la vue Encodage positionnel.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>post-LN (paper)</source>
        <translation>post-LN (article)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>pre-LN (stabler when deep)</source>
        <translation>pre-LN (plus stable en profondeur)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>LayerNorm(x + Sublayer(x)) as in the paper, or x + Sublayer(LayerNorm(x)).</source>
        <translation>LayerNorm(x + Sublayer(x)) comme dans l'article, ou x + Sublayer(LayerNorm(x)).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Preset:</source>
        <translation>Préréglage :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Encoder layers:</source>
        <translation>Couches de l'encodeur :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Decoder layers:</source>
        <translation>Couches du décodeur :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>d_model:</source>
        <translation>d_model :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Heads:</source>
        <translation>Têtes d'attention :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>d_ff:</source>
        <translation>d_ff :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dropout:</source>
        <translation>Dropout :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Label smoothing:</source>
        <translation>Lissage des étiquettes :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Positions:</source>
        <translation>Positions :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Normalisation:</source>
        <translation>Normalisation :</translation>
    </message>
    <message>
        <location line="+8" />
        <location filename="../app/studio/views/training_view.h" line="+46" />
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>warmup_steps (section 5.3): the learning rate rises linearly for this many steps, then decays with the inverse square root of the step. 4000 in the paper, whose runs were 100000 steps long. Auto: about 8% of the steps this run&apos;s budget allows.</source>
        <translation>warmup_steps (section 5.3) : le taux d&apos;apprentissage croît linéairement pendant ce nombre de pas, puis décroît comme l&apos;inverse de la racine carrée du pas. 4000 dans l&apos;article, dont les entraînements duraient 100000 pas. Auto : environ 8 % des pas que permet le budget de cet entraînement.</translation>
    </message>
    <message>
        <source>Multiplies the whole schedule: lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5). The paper&apos;s factor is 1. Auto: 1, lowered where a short warm-up would make the peak too high.</source>
        <translation>Multiplie tout le calendrier : lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5). Le facteur de l&apos;article est 1. Auto : 1, réduit là où un échauffement court rendrait le pic trop élevé.</translation>
    </message>
    <message>
        <source>Padded target tokens per batch. The paper&apos;s batches held about 25000 source and 25000 target tokens. Auto: 4096, smaller for a small corpus so that an epoch has enough updates.</source>
        <translation>Jetons cibles par lot, remplissage compris. Les lots de l&apos;article contenaient environ 25000 jetons source et 25000 jetons cible. Auto : 4096, moins pour un petit corpus afin qu&apos;une époque compte assez de mises à jour.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Stop after this many steps (0: no step limit). The base model trained 100000 steps.</source>
        <translation>Arrêter après ce nombre de pas (0 : aucune limite de pas). Le modèle de base a été entraîné pendant 100000 pas.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Stop after this many minutes (0: no time limit). At least one limit is needed.</source>
        <translation>Arrêter après ce nombre de minutes (0 : aucune limite de temps). Au moins une limite est nécessaire.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Initialisation, data order and dropout.</source>
        <translation>Initialisation, ordre des données et dropout.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Validation loss and BLEU every this many steps (0: only at the end).</source>
        <translation>Intervalle en pas entre deux calculs de la perte de validation et du BLEU (0 : seulement à la fin).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Validation sentences translated (greedy) for BLEU; 0 skips BLEU.</source>
        <translation>Phrases de validation traduites (recherche gloutonne) pour le BLEU ; 0 désactive le BLEU.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Write the model folder every this many steps, so that it can be inspected (and resumed) while training goes on.</source>
        <translation>Intervalle en pas entre deux écritures du dossier du modèle, afin qu'il puisse être inspecté (et repris) pendant l'entraînement.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>One chart point per this many steps (the loss is averaged over them).</source>
        <translation>Nombre de pas par point du graphique (la perte est moyennée sur ces pas).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Clip the gradient norm to this value (0: no clipping; the paper did not clip).</source>
        <translation>Écrêter la norme du gradient à cette valeur (0 : pas d'écrêtage ; l'article n'en utilisait pas).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Warm-up steps:</source>
        <translation>Pas de préchauffage :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>LR factor:</source>
        <translation>Facteur du taux :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Batch tokens:</source>
        <translation>Jetons par lot :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Max steps:</source>
        <translation>Pas max. :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Max minutes:</source>
        <translation>Minutes max. :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Validate every:</source>
        <translation>Valider tous les :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>BLEU sentences:</source>
        <translation>Phrases BLEU :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checkpoint every:</source>
        <translation>Point de contrôle tous les :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chart point every:</source>
        <translation>Point de graphique tous les :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clip gradient norm:</source>
        <translation>Écrêtage du gradient :</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Becomes a model folder: config.json, model.safetensors, tokenizer.model, checkpoints/, train_log.csv.</source>
        <translation>Devient un dossier de modèle : config.json, model.safetensors, tokenizer.model, checkpoints/, train_log.csv.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Continue the run saved in this folder</source>
        <translation>Poursuivre l'exécution enregistrée dans ce dossier</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Resumes with the saved model, optimizer state, schedule and data position; the model settings above are then taken from the saved run, the data and limits from here.</source>
        <translation>Reprend avec le modèle, l'état de l'optimiseur, la planification et la position dans les données enregistrés ; les paramètres du modèle ci-dessus sont alors repris de l'exécution enregistrée, les données et les limites d'ici.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Folder:</source>
        <translation>Dossier :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Choose the output folder</source>
        <translation>Choisir le dossier de sortie</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Build the model and train it on a background thread.</source>
        <translation>Construire le modèle et l'entraîner dans un thread d'arrière-plan.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stop after the current step; the model folder keeps everything trained so far.</source>
        <translation>Arrêter après le pas en cours ; le dossier du modèle conserve tout ce qui a été entraîné jusqu'ici.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Inspect this model</source>
        <translation>Inspecter ce modèle</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Open the latest checkpoint in the other views (available after the first checkpoint; training goes on).</source>
        <translation>Ouvrir le dernier point de contrôle dans les autres vues (disponible après le premier point de contrôle ; l'entraînement continue).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Ready. The planned learning-rate schedule is drawn below.</source>
        <translation>Prêt. La planification prévue du taux d'apprentissage est tracée ci-dessous.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+5" />
        <location line="+6" />
        <location line="+3" />
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <location line="-14" />
        <source>cross-entropy (nats/token)</source>
        <translation>entropie croisée (nats/jeton)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Training loss is label-smoothed (so it stays above the smoothing's entropy); validation loss is measured the same way on held-out pairs.</source>
        <translation>La perte d'entraînement est calculée avec lissage des étiquettes (elle reste donc au-dessus de l'entropie du lissage) ; la perte de validation est mesurée de la même façon sur des paires mises de côté.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Learning rate</source>
        <translation>Taux d'apprentissage</translation>
    </message>
    <message>
        <location line="+0" />
        <source>learning rate</source>
        <translation>taux d'apprentissage</translation>
    </message>
    <message>
        <location line="+4" />
        <source>lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5) (section 5.3): the dashed curve is planned, solid curves are what the runs used.</source>
        <translation>lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5) (section 5.3) : la courbe en pointillés est la planification prévue, les courbes pleines ce que les exécutions ont utilisé.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>tokens per second</source>
        <translation>jetons par seconde</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Validation BLEU</source>
        <translation>BLEU de validation</translation>
    </message>
    <message>
        <location line="+0" />
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location line="+5" />
        <source>BLEU of greedy translations of the validation pairs (the paper reports beam search BLEU on newstest2014).</source>
        <translation>BLEU des traductions gloutonnes des paires de validation (l'article rapporte le BLEU en recherche en faisceau sur newstest2014).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Curves appear here when training starts.</source>
        <translation>Les courbes apparaissent ici au démarrage de l'entraînement.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>BLEU appears at the first validation.</source>
        <translation>Le BLEU apparaît à la première validation.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>planned</source>
        <translation>prévu</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Runs (tick to show)</source>
        <translation>Exécutions (cocher pour afficher)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Every run of this session stays on the charts for comparison; untick to hide.</source>
        <translation>Chaque exécution de cette session reste sur les graphiques pour comparaison ; décochez pour masquer.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <location line="+113" />
        <source>Learning rate (peak %1 at step %2)</source>
        <translation>Taux d'apprentissage (pic %1 au pas %2)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Error: %1</source>
        <translation>Erreur : %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Pairs are generated when training starts; validation uses 200 held-out pairs.</source>
        <translation>Les paires sont générées au démarrage de l'entraînement ; la validation utilise 200 paires mises de côté.</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+69" />
        <source>Choose a source and a target file.</source>
        <translation>Choisissez un fichier source et un fichier cible.</translation>
    </message>
    <message>
        <location line="-69" />
        <location line="+71" />
        <source>Choose a tab-separated file.</source>
        <translation>Choisissez un fichier séparé par des tabulations.</translation>
    </message>
    <message>
        <location line="-67" />
        <source>Checking the files…</source>
        <translation>Vérification des fichiers…</translation>
    </message>
    <message>
        <location line="+60" />
        <source>Set a step limit or a time limit (or both).</source>
        <translation>Définissez une limite de pas ou une limite de temps (ou les deux).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The shortest toy sentence is longer than the longest.</source>
        <translation>La phrase jouet la plus courte est plus longue que la plus longue.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Model settings: %1</source>
        <translation>Paramètres du modèle : %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Choose an output folder.</source>
        <translation>Choisissez un dossier de sortie.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 holds no training run to continue (no train_state.json).</source>
        <translation>%1 ne contient aucun entraînement à poursuivre (pas de train_state.json).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 already holds a model. Choose another folder, or tick "Continue the run saved in this folder".</source>
        <translation>%1 contient déjà un modèle. Choisissez un autre dossier ou cochez « Poursuivre l'exécution enregistrée dans ce dossier ».</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Run %1: %2, %3+%4 layers, d_model %5</source>
        <translation>Exécution %1 : %2, %3+%4 couches, d_model %5</translation>
    </message>
    <message>
        <location line="+7" />
        <source>run %1</source>
        <translation>exécution %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 train</source>
        <translation>%1 entraînement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 validation</source>
        <translation>%1 validation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 actual</source>
        <translation>%1 réel</translation>
    </message>
    <message>
        <location line="+4" />
        <source>starting</source>
        <translation>démarrage</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Preparing…</source>
        <translation>Préparation…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Training started</source>
        <translation>Entraînement démarré</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Paused after step %1. Resume continues exactly where it stopped.</source>
        <translation>En pause après le pas %1. Reprendre continue exactement là où l'entraînement s'est arrêté.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+54" />
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="-52" />
        <source>Resumed.</source>
        <translation>Repris.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Stopping: finishing the step, validating and writing the final checkpoint…</source>
        <translation>Arrêt : fin du pas, validation et écriture du point de contrôle final…</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Model: %1+%2 layers, d_model %3, %4 heads, d_ff %5, vocabulary %6, %7 M parameters, on %8.</source>
        <translation>Modèle : %1+%2 couches, d_model %3, %4 têtes d'attention, d_ff %5, vocabulaire %6, %7 M de paramètres, sur %8.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Training on %1…</source>
        <translation>Entraînement sur %1…</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%p% · ETA %1</source>
        <translation>%p% · reste %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>step %1 of %2</source>
        <translation>pas %1 sur %2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>step %1</source>
        <translation>pas %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 · epoch %2 · loss %3 · %4 tokens/s · elapsed %5 · ETA %6</source>
        <translation>%1 · époque %2 · perte %3 · %4 jetons/s · écoulé %5 · reste %6</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Validation at step %1: loss %2, perplexity %3, BLEU %4</source>
        <translation>Validation au pas %1 : perte %2, perplexité %3, BLEU %4</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Validation at step %1: loss %2, perplexity %3</source>
        <translation>Validation au pas %1 : perte %2, perplexité %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Checkpoint at step %1 written to %2</source>
        <translation>Point de contrôle du pas %1 écrit dans %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>diverged at step %1</source>
        <translation>divergence au pas %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Training diverged.</source>
        <translation>L'entraînement a divergé.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Training could not run.</source>
        <translation>L'entraînement n'a pas pu s'exécuter.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>stopped at step %1</source>
        <translation>arrêté au pas %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stopped at step %1. The model folder holds the final checkpoint: %2</source>
        <translation>Arrêté au pas %1. Le dossier du modèle contient le point de contrôle final : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>finished, %1 steps</source>
        <translation>terminé, %1 pas</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Finished %1 steps. Model: %2</source>
        <translation>%1 pas terminés. Modèle : %2</translation>
    </message>
    <message>
        <location line="+27" />
        <source>No training curves yet: start a run first.</source>
        <translation>Pas encore de courbes d'entraînement : lancez d'abord une exécution.</translation>
    </message>
    <message>
        <source>Auto (from the budget)</source>
        <translation>Auto (selon le budget)</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Auto (from the corpus)</source>
        <translation>Auto (selon le corpus)</translation>
    </message>
    <message>
        <source>auto, for about %1 steps; fixed once the first steps are timed</source>
        <translation>auto, pour environ %1 pas ; fixé dès que les premiers pas sont chronométrés</translation>
    </message>
    <message>
        <source>auto, for %1 steps</source>
        <translation>auto, pour %1 pas</translation>
    </message>
    <message>
        <source>for %1 steps</source>
        <translation>pour %1 pas</translation>
    </message>
</context>
<context>
    <name>studio::TrainingWorker</name>
    <message>
        <location filename="../app/studio/workers/training_worker.cpp" line="+129" />
        <source>set them back to the run's, or start a new run with the new settings</source>
        <translation>remettez ceux de l’entraînement, ou lancez un nouvel entraînement avec les nouveaux réglages</translation>
    </message>
    <message>
        <location filename="../app/studio/workers/training_worker.cpp" line="+60" />
        <source>Generating %1 pairs of the %2 task…</source>
        <translation>Génération de %1 paires de la tâche « %2 »…</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Reading %1 and %2…</source>
        <translation>Lecture de %1 et %2…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Training data: %1 pairs, validation: %2 pairs.</source>
        <translation>Données d'entraînement : %1 paires, validation : %2 paires.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Training data: %1 pairs, no validation set.</source>
        <translation>Données d'entraînement : %1 paires, pas d'ensemble de validation.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Continuing the run in %1…</source>
        <translation>Reprise de l'exécution dans %1…</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Training a joint SentencePiece vocabulary of %1 pieces…</source>
        <translation>Entraînement d'un vocabulaire SentencePiece commun de %1 sous-mots…</translation>
    </message>
</context>
<context>
    <name>studio::TranslateView</name>
    <message>
        <location filename="../app/studio/views/translate_view.cpp" line="+37" />
        <source>Translating…</source>
        <translation>Traduction…</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Type or paste an English sentence…</source>
        <translation>Saisissez ou collez une phrase en anglais…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The source sentence. It is split into subword pieces (BPE) and encoded once by the encoder stack; the translation updates as you type.</source>
        <translation>La phrase source. Elle est découpée en sous-mots (BPE) et encodée une seule fois par la pile d'encodeurs ; la traduction se met à jour pendant la saisie.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Greedy</source>
        <translation>Gloutonne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Beam search</source>
        <translation>Recherche en faisceau</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Greedy picks the most probable next token at every step. Beam search keeps the k best partial translations (the paper used k = 4, α = 0.6).</source>
        <translation>La recherche gloutonne choisit le jeton suivant le plus probable à chaque étape. La recherche en faisceau conserve les k meilleures traductions partielles (l'article utilisait k = 4, α = 0,6).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Beam size k: how many partial translations are kept at each step.</source>
        <translation>Taille du faisceau k : nombre de traductions partielles conservées à chaque étape.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Length penalty α: scores are log P / ((5 + |Y|) / 6)^α, so larger α favours longer translations.</source>
        <translation>Pénalité de longueur α : les scores valent log P / ((5 + |Y|) / 6)^α, donc un α plus grand favorise les traductions plus longues.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>How many finished hypotheses of the beam to list.</source>
        <translation>Nombre d'hypothèses terminées du faisceau à afficher.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Decoding</source>
        <translation>Décodage</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Search:</source>
        <translation>Recherche :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Beam size:</source>
        <translation>Taille du faisceau :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Length penalty α:</source>
        <translation>Pénalité de longueur α :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>N-best:</source>
        <translation>N meilleures :</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The best translation (German).</source>
        <translation>La meilleure traduction (allemand).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Translation</source>
        <translation>Traduction</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0" />
        <source>log P</source>
        <translation>log P</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The n best hypotheses. Score is log P divided by the length penalty; log P is the model's log-probability of the whole translation.</source>
        <translation>Les n meilleures hypothèses. Le score est log P divisé par la pénalité de longueur ; log P est la log-probabilité de la traduction entière selon le modèle.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <location line="+2" />
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <location line="+7" />
        <source>N-best list</source>
        <translation>Liste des N meilleures</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Decoder layer whose encoder–decoder attention is shown.</source>
        <translation>Couche du décodeur dont l'attention encodeur–décodeur est affichée.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>One attention head, or the mean over all heads. Multi-head attention lets each head attend to different positions (§3.2.2).</source>
        <translation>Une tête d'attention, ou la moyenne de toutes les têtes. L'attention multi-têtes permet à chaque tête de se concentrer sur des positions différentes (§3.2.2).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Cross attention, layer:</source>
        <translation>Attention croisée, couche :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>head:</source>
        <translation>tête :</translation>
    </message>
    <message>
        <location line="+5" />
        <source>target (token produced at this step)</source>
        <translation>cible (jeton produit à cette étape)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>source (keys)</source>
        <translation>source (clés)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>attention weight</source>
        <translation>poids d'attention</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Encoder–decoder attention (§3.2.3): at every decoding step the decoder's query looks at all encoder outputs. Each row sums to 1. Click a row to see one step.</source>
        <translation>Attention encodeur–décodeur (§3.2.3) : à chaque étape de décodage, la requête du décodeur examine toutes les sorties de l'encodeur. La somme de chaque ligne vaut 1. Cliquez sur une ligne pour voir une étape.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+133" />
        <source>Click a row of the map to follow one decoding step.</source>
        <translation>Cliquez sur une ligne de la carte pour suivre une étape de décodage.</translation>
    </message>
    <message>
        <location line="-124" />
        <source>Previous decoding step</source>
        <translation>Étape de décodage précédente</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next decoding step</source>
        <translation>Étape de décodage suivante</translation>
    </message>
    <message>
        <location line="+53" />
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>mean over heads</source>
        <translation>moyenne des têtes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <location line="+55" />
        <source>beam search (k = %1, α = %2)</source>
        <translation>recherche en faisceau (k = %1, α = %2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>greedy search</source>
        <translation>recherche gloutonne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 ms · %2 · %3 backend (%4)</source>
        <translation>%1 ms · %2 · backend %3 (%4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Translated in %1 ms</source>
        <translation>Traduit en %1 ms</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Cross attention · layer %1 · mean of %2 heads</source>
        <translation>Attention croisée · couche %1 · moyenne de %2 têtes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cross attention · layer %1 · head %2</source>
        <translation>Attention croisée · couche %1 · tête %2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;b&gt;Step %1.&lt;/b&gt; Having produced “%2”, the decoder predicts &lt;b&gt;%3&lt;/b&gt; (p = %4). Its query attends most to: %5.</source>
        <translation>&lt;b&gt;Étape %1.&lt;/b&gt; Après avoir produit « %2 », le décodeur prédit &lt;b&gt;%3&lt;/b&gt; (p = %4). Sa requête porte surtout sur : %5.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Nothing to export: translate a sentence first.</source>
        <translation>Rien à exporter : traduisez d'abord une phrase.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/translate_view.h" line="+29" />
        <source>Translate</source>
        <translation>Traduire</translation>
    </message>
</context>
</TS>
