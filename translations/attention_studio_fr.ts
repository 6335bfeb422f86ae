<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/studio/core/marian_import.cpp" line="+33"/>
        <source>Hugging Face MarianMT folder (config.json, model.safetensors, source.spm, …)</source>
        <translation>Dossier Hugging Face MarianMT (config.json, model.safetensors, source.spm, …)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new folder for the imported model (it must not exist yet)</source>
        <translation>Un nouveau dossier pour le modèle importé (il ne doit pas encore exister)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importing %1…</source>
        <translation>Importation de %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import failed</source>
        <translation>Échec de l&apos;importation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imported</source>
        <translation>Importation terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported into %1.

%2</source>
        <translation>Importé dans %1.

%2</translation>
    </message>
</context>
<context>
    <name>attn::ConfigField</name>
    <message>
        <location filename="../engine/src/model/config_fields.cpp" line="+34"/>
        <source>N: identical encoder layers (the paper uses 6)</source>
        <translation>N&#xa0;: couches d&apos;encodeur identiques (6 dans l&apos;article)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N: identical decoder layers (the paper uses 6)</source>
        <translation>N&#xa0;: couches de décodeur identiques (6 dans l&apos;article)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Width of every sub-layer output and embedding (512 in the base model)</source>
        <translation>Largeur de la sortie de chaque sous-couche et des plongements (512 dans le modèle de base)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>h: parallel attention heads, each of size d_k = d_v = d_model / h</source>
        <translation>h&#xa0;: têtes d&apos;attention parallèles, chacune de taille d_k = d_v = d_model / h</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Inner width of the position-wise feed-forward network (2048 in the base model)</source>
        <translation>Largeur interne du réseau feed-forward appliqué position par position (2048 dans le modèle de base)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shared source/target vocabulary (byte-pair encoding)</source>
        <translation>Vocabulaire source/cible partagé (codage par paires d&apos;octets)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P_drop on sub-layer outputs and on embeddings + positions (0.1 in the paper)</source>
        <translation>P_drop sur les sorties des sous-couches et sur les plongements + positions (0,1 dans l&apos;article)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dropout on attention weights (not in the paper)</source>
        <translation>Dropout sur les poids d&apos;attention (absent de l&apos;article)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dropout inside the feed-forward network, after the activation (not in the paper)</source>
        <translation>Dropout dans le réseau feed-forward, après l&apos;activation (absent de l&apos;article)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ε_ls: label smoothing of the training targets (0.1 in the paper)</source>
        <translation>ε_ls&#xa0;: lissage des étiquettes des cibles d&apos;entraînement (0,1 dans l&apos;article)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>post: LayerNorm(x + Sublayer(x)) as in the paper; pre: x + Sublayer(LayerNorm(x))</source>
        <translation>post&#xa0;: LayerNorm(x + Sublayer(x)) comme dans l&apos;article&#xa0;; pre&#xa0;: x + Sublayer(LayerNorm(x))</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How positions are added to the embeddings (section 3.5)</source>
        <translation>Manière dont les positions sont ajoutées aux plongements (section 3.5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The 10000 in PE(pos, 2i) = sin(pos / 10000^(2i/d_model))</source>
        <translation>Le 10000 de PE(pos, 2i) = sin(pos / 10000^(2i/d_model))</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Longest sequence the model accepts, in tokens</source>
        <translation>Plus longue séquence acceptée par le modèle, en jetons</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Feed-forward activation: FFN(x) = act(x W1 + b1) W2 + b2 (ReLU in the paper)</source>
        <translation>Activation du feed-forward&#xa0;: FFN(x) = act(x W1 + b1) W2 + b2 (ReLU dans l&apos;article)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One matrix for both embeddings and the pre-softmax projection (section 3.4)</source>
        <translation>Une seule matrice pour les deux plongements et la projection pré-softmax (section 3.4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A bias added to the pre-softmax projection (not in the paper; Marian has one)</source>
        <translation>Un biais ajouté à la projection avant le softmax (absent de l&apos;article ; Marian en a un)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Embeddings multiplied by √d_model (section 3.4)</source>
        <translation>Plongements multipliés par √d_model (section 3.4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ε added to the variance inside every layer normalisation (not in the paper)</source>
        <translation>ε ajouté à la variance dans chaque normalisation de couche (absent de l&apos;article)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Token id of padding: never generated (OPUS-MT: the last id)</source>
        <translation>Identifiant du jeton de remplissage&#xa0;: jamais généré (OPUS-MT&#xa0;: le dernier identifiant)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Token id that stands for pieces outside the vocabulary</source>
        <translation>Identifiant qui remplace les sous-mots absents du vocabulaire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Token id of the beginning-of-sentence piece, never generated; -1: there is none</source>
        <translation>Identifiant du jeton de début de phrase, jamais généré&#xa0;; -1&#xa0;: il n&apos;y en a pas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Token id of the end-of-sentence piece: ends every source and every output</source>
        <translation>Identifiant du jeton de fin de phrase&#xa0;: termine chaque source et chaque sortie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The decoder&apos;s first input token (the BOS here; OPUS-MT starts from padding)</source>
        <translation>Premier jeton d&apos;entrée du décodeur (ici le début de phrase&#xa0;; OPUS-MT part du remplissage)</translation>
    </message>
</context>
<context>
    <name>studio</name>
    <message>
        <location filename="../app/studio/core/atomic_write.cpp" line="+12"/>
        <source>Cannot write “%1”: %2</source>
        <translation>Impossible d&apos;écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing “%1” failed: %2</source>
        <translation>Échec de l&apos;écriture de «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/shell/command_line.cpp" line="+35"/>
        <source>Load, train and look inside Transformer translation models.</source>
        <translation>Charger, entraîner et explorer des modèles de traduction Transformer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model folder, or a bundled model&apos;s name (%1), to open.</source>
        <translation>Dossier du modèle à ouvrir, ou nom d&apos;un modèle fourni (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>View to show: %1.</source>
        <translation>Vue à afficher&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sentence to translate / inspect.</source>
        <translation>Phrase à traduire / à inspecter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the view to FILE (.png, .svg, .csv, .json) and exit.</source>
        <translation>Exporter le rendu de la vue dans FILE (.png, .svg, .csv, .json) et quitter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>User interface language: %1.</source>
        <translation>Langue de l&apos;interface&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compute backend: auto, cpu, vulkan[:N].</source>
        <translation>Backend de calcul&#xa0;: auto, cpu, vulkan[:N].</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start in presenter mode (large text, high contrast).</source>
        <translation>Démarrer en mode présentation (grand texte, contraste élevé).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Window size, e.g. 1920x1080 (also the size --export renders at).</source>
        <translation>Taille de la fenêtre, p. ex. 1920x1080 (aussi la taille du rendu de --export).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print how many milliseconds after launch the window appeared with its model loaded, then quit.</source>
        <translation>Afficher combien de millisecondes après le lancement la fenêtre est apparue avec son modèle chargé, puis quitter.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Unexpected argument “%1”.</source>
        <translation>Argument inattendu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Bad --size “%1”: use WIDTHxHEIGHT, e.g. 1920x1080.</source>
        <translation>--size « %1 » invalide : utilisez LARGEURxHAUTEUR, p. ex. 1920x1080.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown view “%1” (choose one of %2).</source>
        <translation>Vue inconnue «&#xa0;%1&#xa0;» (choisissez parmi %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown language “%1” (choose one of %2).</source>
        <translation>Langue inconnue «&#xa0;%1&#xa0;» (choisissez parmi %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot export to “%1”: use .png, .svg, .csv or .json.</source>
        <translation>Impossible d&apos;exporter vers «&#xa0;%1&#xa0;»&#xa0;: utilisez .png, .svg, .csv ou .json.</translation>
    </message>
    <message>
        <location filename="../app/studio/core/image_export.cpp" line="+57"/>
        <source>Unsupported image format “%1” (use .png or .svg).</source>
        <translation>Format d&apos;image non pris en charge «&#xa0;%1&#xa0;» (utilisez .png ou .svg).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+30"/>
        <source>Nothing to export.</source>
        <translation>Rien à exporter.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Could not encode PNG: %1</source>
        <translation>Impossible d&apos;encoder le PNG&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/translator_pool.cpp" line="+57"/>
        <source>No model is loaded yet.</source>
        <translation>Aucun modèle n&apos;est encore chargé.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not start the “%1” backend: %2</source>
        <translation>Impossible de démarrer le backend «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/head_finder_jobs.cpp" line="+46"/>
        <source>The head finder failed: %1</source>
        <translation>La recherche de têtes a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/head_lab_jobs.cpp" line="+27"/>
        <source>%1 has %2 lines but %3 has %4</source>
        <translation>%1 a %2 lignes mais %3 en a %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 has no pair with both sides non-empty</source>
        <translation>%1 n’a aucune paire dont les deux côtés sont non vides</translation>
    </message>
    <message>
        <location line="+100"/>
        <location filename="../app/studio/jobs/inference_job.cpp" line="+81"/>
        <source>Could not translate: %1</source>
        <translation>Impossible de traduire&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The job failed: %1</source>
        <translation>La tâche a échoué : %1</translation>
    </message>
    <message>
        <location filename="../app/studio/shell/command_line.cpp" line="-105"/>
        <source>none found</source>
        <translation>aucun trouvé</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/word_level.cpp" line="+42"/>
        <source>Words: the weights to the pieces of an attended word are summed; the rows of the pieces of an attending word are averaged (the usual convention), so each row still sums to 1.</source>
        <translation>Mots&#xa0;: les poids vers les sous-mots d&apos;un mot regardé sont additionnés&#xa0;; les lignes des sous-mots d&apos;un mot qui regarde sont moyennées (la convention habituelle), si bien que la somme de chaque ligne vaut toujours 1.</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/probe_jobs.cpp" line="+31"/>
        <source>The model&apos;s translation has no German pronoun (er, sie, es, ihn, ihm, ihr) to swap.</source>
        <translation>La traduction du modèle ne contient aucun pronom allemand (er, sie, es, ihn, ihm, ihr) à remplacer.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not score: %1</source>
        <translation>Impossible d&apos;évaluer&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not score line %1: %2</source>
        <translation>Impossible d&apos;évaluer la ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/core/toy_sentence.cpp" line="+48"/>
        <source>Symbols s0 … s%1 separated by spaces, e.g. %2</source>
        <translation>Symboles s0 … s%1 séparés par des espaces, p. ex. %2</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/walkthrough_steps.cpp" line="+72"/>
        <source>1. Tokens and ids</source>
        <translation>1. Jetons et identifiants</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. Embeddings × √d_model</source>
        <translation>2. Plongements × √d_model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. + positional encoding</source>
        <translation>3. + encodage positionnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4. Q, K and V of one head</source>
        <translation>4. Q, K et V d&apos;une tête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5. Scores QKᵀ / √d_k</source>
        <translation>5. Scores QKᵀ / √d_k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6. The mask</source>
        <translation>6. Le masque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7. Softmax</source>
        <translation>7. Softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8. Weights × V</source>
        <translation>8. Poids × V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9. Heads concatenated, × W^O</source>
        <translation>9. Têtes concaténées, × W^O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10. Residual + LayerNorm</source>
        <translation>10. Connexion résiduelle + LayerNorm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>11. Feed-forward network</source>
        <translation>11. Réseau feed-forward</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>12. Cross-attention</source>
        <translation>12. Attention croisée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>13. Logits, softmax, the chosen token</source>
        <translation>13. Logits, softmax, le jeton choisi</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>head %1, layer %2</source>
        <translation>tête %1, couche %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queries (source tokens)</source>
        <translation>requêtes (jetons source)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>keys (source tokens)</source>
        <translation>clés (jetons source)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dimensions</source>
        <translation>dimensions</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>text → subword pieces → ids; the source ends with &amp;lt;/s&amp;gt;, the decoder input starts with &amp;lt;s&amp;gt;</source>
        <translation>texte → sous-mots → identifiants&#xa0;; la source se termine par &amp;lt;/s&amp;gt;, l&apos;entrée du décodeur commence par &amp;lt;s&amp;gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SentencePiece cuts the sentence into pieces from a fixed vocabulary; the model only ever sees their ids.</source>
        <translation>SentencePiece découpe la phrase en sous-mots tirés d&apos;un vocabulaire fixe&#xa0;; le modèle ne voit jamais que leurs identifiants.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 source tokens, %2 target tokens</source>
        <translation>%1 jetons source, %2 jetons cible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source piece</source>
        <translation>sous-mot source</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>id</source>
        <translation>identifiant</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>x&lt;sub&gt;i&lt;/sub&gt; = E[id&lt;sub&gt;i&lt;/sub&gt;] · √d&lt;sub&gt;model&lt;/sub&gt;</source>
        <translation>x&lt;sub&gt;i&lt;/sub&gt; = E[id&lt;sub&gt;i&lt;/sub&gt;] · √d&lt;sub&gt;model&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each id selects one row of the embedding matrix, scaled by √d_model so that it is as large as the positional encoding added next.</source>
        <translation>Chaque identifiant choisit une ligne de la matrice de plongement, multipliée par √d_model pour qu&apos;elle soit aussi grande que l&apos;encodage positionnel ajouté ensuite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>embedding rows × √d_model</source>
        <translation>lignes de plongement × √d_model</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <location line="+13"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+45"/>
        <location line="+8"/>
        <location line="+2"/>
        <location line="+9"/>
        <location line="+10"/>
        <location line="+3"/>
        <source>source tokens</source>
        <translation>jetons source</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;), PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;); input = x + PE</source>
        <translation>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;), PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;)&#xa0;; entrée = x + PE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention itself ignores order, so each position adds its own pattern of waves.</source>
        <translation>L&apos;attention elle-même ignore l&apos;ordre&#xa0;: chaque position ajoute donc son propre motif d&apos;ondes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional encoding</source>
        <translation>encodage positionnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positions</source>
        <translation>positions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the encoder&apos;s input</source>
        <translation>l&apos;entrée de l&apos;encodeur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Q = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;Q&lt;/sup&gt;, K = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;, V = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;</source>
        <translation>Q = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;Q&lt;/sup&gt;, K = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;, V = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every token is projected three times: a query (what it looks for), a key (what it offers) and a value (what it passes on), d_k = d_model / h numbers each.</source>
        <translation>Chaque jeton est projeté trois fois&#xa0;: une requête (ce qu&apos;il cherche), une clé (ce qu&apos;il offre) et une valeur (ce qu&apos;il transmet), de d_k = d_model / h nombres chacune.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Q (%1)</source>
        <translation>Q (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 each</source>
        <translation>%1 chacune</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scores = Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>scores = Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each query is compared with every key by a dot product; dividing by √d_k keeps the softmax that follows from saturating.</source>
        <translation>Chaque requête est comparée à chaque clé par un produit scalaire&#xa0;; diviser par √d_k empêche la softmax qui suit de saturer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scores (%1)</source>
        <translation>scores (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scores&lt;sub&gt;ij&lt;/sub&gt; = −∞ where j &amp;gt; i (decoder self-attention)</source>
        <translation>scores&lt;sub&gt;ij&lt;/sub&gt; = −∞ si j &amp;gt; i (auto-attention du décodeur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The encoder sees the whole sentence and needs no padding mask (sentences are packed without padding); the decoder must not see the words it has yet to produce, so later positions are masked before the softmax.</source>
        <translation>L&apos;encodeur voit toute la phrase et n&apos;a pas besoin de masque de remplissage (les phrases sont regroupées sans remplissage)&#xa0;; le décodeur ne doit pas voir les mots qu&apos;il lui reste à produire, donc les positions suivantes sont masquées avant la softmax.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>decoder scores (%1)</source>
        <translation>scores du décodeur (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source>queries (decoder input)</source>
        <translation>requêtes (entrée du décodeur)</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>keys (decoder input)</source>
        <translation>clés (entrée du décodeur)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A = softmax(scores), row by row: A&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;&lt;/sup&gt; / Σ&lt;sub&gt;k&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ik&lt;/sub&gt;&lt;/sup&gt;</source>
        <translation>A = softmax(scores), ligne par ligne&#xa0;: A&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;&lt;/sup&gt; / Σ&lt;sub&gt;k&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ik&lt;/sub&gt;&lt;/sup&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each row becomes a probability distribution over the keys: how much each token listens to every other.</source>
        <translation>Chaque ligne devient une distribution de probabilité sur les clés&#xa0;: à quel point chaque jeton écoute chacun des autres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention weights (%1)</source>
        <translation>poids d&apos;attention (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>head&lt;sub&gt;h&lt;/sub&gt; = A V</source>
        <translation>head&lt;sub&gt;h&lt;/sub&gt; = A V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each token&apos;s output is the weighted average of the value vectors it attends to.</source>
        <translation>La sortie de chaque jeton est la moyenne pondérée des vecteurs de valeur qu&apos;il regarde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head output (%1)</source>
        <translation>sortie de la tête (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;</source>
        <translation>MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The heads&apos; outputs are laid side by side and mixed back to d_model numbers by W^O.</source>
        <translation>Les sorties des têtes sont mises côte à côte, puis W^O les mélange pour revenir à d_model nombres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heads concatenated</source>
        <translation>têtes concaténées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>× W^O</source>
        <translation>× W^O</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>LayerNorm(x + Sublayer(x))</source>
        <translation>LayerNorm(x + Sublayer(x))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sub-layer&apos;s output is added to its input (the residual connection) and each row is normalised to mean 0 and variance 1, then scaled and shifted.</source>
        <translation>La sortie de la sous-couche est ajoutée à son entrée (la connexion résiduelle) et chaque ligne est normalisée à une moyenne de 0 et une variance de 1, puis mise à l&apos;échelle et décalée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after the residual and LayerNorm</source>
        <translation>après la connexion résiduelle et la LayerNorm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FFN(x) = act(x W&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;) W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt;</source>
        <translation>FFN(x) = act(x W&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;) W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same two-layer network is applied to every position on its own: widen to d_ff, the activation, back to d_model.</source>
        <translation>Le même réseau à deux couches est appliqué à chaque position séparément&#xa0;: élargissement à d_ff, l&apos;activation, retour à d_model.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hidden layer, after the activation</source>
        <translation>couche cachée, après l&apos;activation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_ff units</source>
        <translation>d_ff unités</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FFN output</source>
        <translation>sortie du FFN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, then %2</source>
        <translation>%1, puis %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Q from the decoder, K and V from the encoder&apos;s output: softmax(Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V</source>
        <translation>Q vient du décodeur, K et V de la sortie de l&apos;encodeur&#xa0;: softmax(Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The decoder does the same steps with its own tokens, then asks the source: each target position attends to the encoded source sentence.</source>
        <translation>Le décodeur suit les mêmes étapes avec ses propres jetons, puis interroge la source&#xa0;: chaque position cible regarde la phrase source encodée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cross-attention (%1)</source>
        <translation>attention croisée (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>P(y&lt;sub&gt;t&lt;/sub&gt; | y&lt;sub&gt;&amp;lt;t&lt;/sub&gt;, x) = softmax(h&lt;sub&gt;t&lt;/sub&gt; W&lt;sub&gt;out&lt;/sub&gt; + b)</source>
        <translation>P(y&lt;sub&gt;t&lt;/sub&gt; | y&lt;sub&gt;&amp;lt;t&lt;/sub&gt;, x) = softmax(h&lt;sub&gt;t&lt;/sub&gt; W&lt;sub&gt;out&lt;/sub&gt; + b)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last decoder state of each position is scored against every vocabulary entry; greedy decoding takes the most probable one.</source>
        <translation>Le dernier état du décodeur à chaque position est comparé à chaque entrée du vocabulaire&#xa0;; le décodage glouton prend la plus probable.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input</source>
        <translation>entrée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>next token</source>
        <translation>jeton suivant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>its probability</source>
        <translation>sa probabilité</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the most probable id</source>
        <translation>identifiant le plus probable</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> (the same)</source>
        <translation> (le même)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 logits</source>
        <translation>%1 logits</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/model_tensors.cpp" line="+51"/>
        <source>scalar</source>
        <translation>scalaire</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/snapshot_exports.cpp" line="+65"/>
        <location line="+63"/>
        <source>No attention snapshots to export.</source>
        <translation>Aucun instantané d’attention à exporter.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/snapshot_figures.cpp" line="+53"/>
        <source>Encoder self-attention</source>
        <translation>Auto-attention de l’encodeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decoder self-attention</source>
        <translation>Auto-attention du décodeur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cross-attention</source>
        <translation>Attention croisée</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>diagonal</source>
        <translation>diagonale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anti-diagonal</source>
        <translation>anti-diagonale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alignment</source>
        <translation>alignement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This run&apos;s probe has no known alignment (a corpus): watch the heads change.</source>
        <translation>La sonde de cette exécution n’a pas d’alignement connu (un corpus) : regardez les têtes évoluer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight on the %1 (best cross-attention head, layer %2 head %3): %4</source>
        <translation>Poids sur la %1 (meilleure tête d’attention croisée, couche %2, tête %3) : %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>emerged at step %1 (first ≥ %2)</source>
        <translation>apparue à l’étape %1 (premier ≥ %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet emerged (threshold %1)</source>
        <translation>pas encore apparue (seuil %1)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>step</source>
        <translation>étape</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>training loss</source>
        <translation>perte d’entraînement</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>weight on the %1 (right axis)</source>
        <translation>poids sur la %1 (axe de droite)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>emerged: step %1</source>
        <translation>apparue : étape %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+14"/>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+122"/>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>%1 of the probe at step %2</source>
        <translation>%1 de la sonde à l’étape %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>head %1 (outlined)</source>
        <translation>tête %1 (encadrée)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Heads specialising: %1, layer %2, over %3 snapshots</source>
        <translation>Spécialisation des têtes : %1, couche %2, sur %3 instantanés</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../app/studio/core/new_folder_choice.cpp" line="+19"/>
        <source>%1 is a file, not a folder: choose a new folder.</source>
        <translation>%1 est un fichier, pas un dossier : choisissez un nouveau dossier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds files: choose a new or an empty folder.</source>
        <translation>%1 contient déjà des fichiers : choisissez un dossier nouveau ou vide.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/attribution_job.cpp" line="+19"/>
        <source>Could not attribute: %1</source>
        <translation>Impossible de calculer l’attribution : %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/head_finder_jobs.cpp" line="+31"/>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Patching failed: %1</source>
        <translation>Le patching a échoué : %1</translation>
    </message>
</context>
<context>
    <name>studio::ArchitectureLayout</name>
    <message>
        <location filename="../app/studio/widgets/architecture_layout.cpp" line="+124"/>
        <source>LayerNorm over d_model = %1</source>
        <translation>LayerNorm sur d_model = %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+231"/>
        <source>Layer norm</source>
        <translation>Normalisation de couche</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Add &amp; Norm</source>
        <translation>Add &amp; Norm</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>learned, %1 positions</source>
        <translation>apprise, %1 positions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sinusoidal, base %1</source>
        <translation>sinusoïdale, base %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Outputs (shifted right)</source>
        <translation>Sorties (décalées à droite)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Output Embedding</source>
        <translation>Plongement de sortie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Input Embedding</source>
        <translation>Plongement d’entrée</translation>
    </message>
    <message>
        <location line="+26"/>
        <source> token ids</source>
        <translation> identifiants de jetons</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Positional Encoding</source>
        <translation>Encodage positionnel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Decoder</source>
        <translation>Décodeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Encoder</source>
        <translation>Encodeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = %1 ×</source>
        <translation>N = %1 ×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>h = %1 heads, d_k = d_v = %2</source>
        <translation>h = %1 têtes, d_k = d_v = %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Masked Multi-Head Attention</source>
        <translation>Attention multi-tête masquée</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>Multi-Head Attention</source>
        <translation>Attention multi-tête</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>rows scaled by √d_model</source>
        <translation>lignes multipliées par √d_model</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rows not scaled</source>
        <translation>lignes non mises à l’échelle</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>weights %1</source>
        <translation>poids %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>causal mask: no looking ahead</source>
        <translation>masque causal : pas de regard en avant</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Q: decoder · K, V: encoder</source>
        <translation>Q : décodeur · K, V : encodeur</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Feed Forward</source>
        <translation>Propagation avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_ff = %1, %2</source>
        <translation>d_ff = %1, %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>after the last layer (pre-LN)</source>
        <translation>après la dernière couche (pre-LN)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Linear</source>
        <translation>Linéaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_model = %1 → V = %2</source>
        <translation>d_model = %1 → V = %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights tied to the embeddings</source>
        <translation>poids partagés avec les plongements</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>its own weights</source>
        <translation>ses propres poids</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Output Probabilities</source>
        <translation>Probabilités de sortie</translation>
    </message>
    <message>
        <location line="+26"/>
        <source> → K, V</source>
        <translation> → K, V</translation>
    </message>
</context>
<context>
    <name>studio::ArchitectureView</name>
    <message>
        <location filename="../app/studio/views/architecture_view.cpp" line="+50"/>
        <source>Source sentence (English)…</source>
        <translation>Phrase source (anglais)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shapes on the arrows are for this sentence and the model&apos;s translation of it</source>
        <translation>Les formes sur les flèches sont celles de cette phrase et de sa traduction par le modèle</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Load a model to see its architecture</source>
        <translation>Chargez un modèle pour voir son architecture</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Clicking a block opens this layer</source>
        <translation>Un clic sur un bloc ouvre cette couche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the walkthrough step</source>
        <translation>l’étape du pas à pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the matching view</source>
        <translation>la vue correspondante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clicking a block opens the walkthrough at the step that computes it with real numbers, or the view that shows it: attention in the Attention view, the positional encoding in its view, embeddings and feed-forward layers in the Model view</source>
        <translation>Un clic sur un bloc ouvre le pas à pas à l’étape qui le calcule avec les vrais nombres, ou la vue qui le montre : l’attention dans la vue Attention, l’encodage positionnel dans sa vue, les plongements et les couches de propagation avant dans la vue Modèle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click a block to open it (see “Click opens”)</source>
        <translation>Cliquez sur un bloc pour l’ouvrir (voir « Un clic ouvre »)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sentence:</source>
        <translation>Phrase :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer to open:</source>
        <translation>Couche à ouvrir :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click opens:</source>
        <translation>Un clic ouvre :</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>S = %1 source tokens (with &lt;/s&gt;), T = %2 target tokens (with &lt;s&gt;) of the translation “%3”</source>
        <translation>S = %1 jetons source (avec &lt;/s&gt;), T = %2 jetons cible (avec &lt;s&gt;) de la traduction « %3 »</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Type a sentence: the arrows then show its shapes (S source and T target tokens).</source>
        <translation>Tapez une phrase : les flèches montrent alors ses formes (S jetons source et T jetons cible).</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>There is no model to export.</source>
        <translation>Il n’y a aucun modèle à exporter.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/architecture_view.h" line="+30"/>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
</context>
<context>
    <name>studio::AttentionLinesWidget</name>
    <message>
        <location filename="../app/studio/widgets/attention_lines_widget.cpp" line="+29"/>
        <source>Each line joins a query token (left) to a key token (right); its opacity is the attention weight. Hover a token to see only its lines.</source>
        <translation>Chaque ligne relie un jeton requête (à gauche) à un jeton clé (à droite)&#xa0;; son opacité est le poids d&apos;attention. Survolez un jeton pour ne voir que ses lignes.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>No attention to show yet</source>
        <translation>Aucune attention à afficher pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>studio::AttentionView</name>
    <message>
        <location filename="../app/studio/views/attention_view.cpp" line="+910"/>
        <source>ALTI+: a row&apos;s source part and target-prefix part sum to 1 together.</source>
        <translation>ALTI+ : la partie source et la partie préfixe cible d’une ligne font 1 ensemble.</translation>
    </message>
    <message>
        <location line="-750"/>
        <source>Value-weighted encoder self-attention</source>
        <translation>Auto-attention de l’encodeur pondérée par les valeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-weighted decoder self-attention</source>
        <translation>Auto-attention du décodeur pondérée par les valeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-weighted cross-attention</source>
        <translation>Attention croisée pondérée par les valeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALTI (encoder)</source>
        <translation>ALTI (encodeur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALTI+ (decoder, source contributions)</source>
        <translation>ALTI+ (décodeur, contributions de la source)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALTI+ (decoder, target-prefix contributions)</source>
        <translation>ALTI+ (décodeur, contributions du préfixe cible)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Value-weighted attention (Kobayashi et al. 2020): each weight times the length of the value vector it moves, through the head&apos;s part of W^O, rows scaled to sum to 1.
ALTI and ALTI+ (Ferrando et al. 2022): how much each token contributes to each position through the values, the residual connection and the layer norm, over all layers up to l. A decoder position&apos;s source and target-prefix contributions sum to 1 together.</source>
        <translation>Attention pondérée par les valeurs (Kobayashi et al. 2020) : chaque poids multiplié par la longueur du vecteur valeur qu’il déplace, à travers la partie de W^O de la tête ; lignes ramenées à une somme de 1.
ALTI et ALTI+ (Ferrando et al. 2022) : la contribution de chaque token à chaque position, à travers les valeurs, la connexion résiduelle et la normalisation de couche, sur toutes les couches jusqu’à l. Les contributions de la source et du préfixe cible à une position du décodeur font 1 ensemble.</translation>
    </message>
    <message>
        <location line="+718"/>
        <source>Computing the contributions (one more forward pass)…</source>
        <translation>Calcul des contributions (une passe avant de plus)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contributions could not be computed: %1</source>
        <translation>Les contributions n’ont pas pu être calculées : %1</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Contributions: %1</source>
        <translation>Contributions : %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/attention_analysis_jobs.cpp" line="+23"/>
        <source>the target&apos;s text encodes to other pieces than the ones shown</source>
        <translation>le texte cible se découpe en d’autres sous-unités que celles affichées</translation>
    </message>
    <message>
        <location filename="../app/studio/views/attention_view.cpp" line="+386"/>
        <source>up to this layer</source>
        <translation>jusqu’à cette couche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>contribution</source>
        <translation>contribution</translation>
    </message>
    <message>
        <location line="-1017"/>
        <source>H %1 · max %2
Δ %3</source>
        <translation>H %1 · max %2
Δ %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>n/a</source>
        <translation>n.d.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Running the model…</source>
        <translation>Exécution du modèle…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Rollout (encoder)</source>
        <translation>Rollout (encodeur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rollout (decoder, through cross-attention)</source>
        <translation>Rollout (décodeur, via l’attention croisée)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The three uses of multi-head attention in the Transformer (section 3.2.3), and attention rollout (Abnar &amp; Zuidema 2020): the product over layers of 0.5·A + 0.5·I, with A the layer&apos;s attention averaged over heads. Rollout&apos;s layer l shows how much of each source token has reached each position after layer l; the decoder&apos;s is read through cross-attention and the encoder&apos;s rollout.</source>
        <translation>Les trois usages de l&apos;attention multi-têtes dans le Transformer (section 3.2.3), et le rollout d&apos;attention (Abnar &amp; Zuidema 2020)&#xa0;: le produit sur les couches de 0.5·A + 0.5·I, où A est l&apos;attention de la couche moyennée sur les têtes. La couche l du rollout montre quelle part de chaque jeton source a atteint chaque position après la couche l&#xa0;; celui du décodeur se lit à travers l&apos;attention croisée et le rollout de l&apos;encodeur.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Sentence:</source>
        <translation>&amp;Phrase :</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Query token:</source>
        <translation>Jeton de re&amp;quête :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Key token:</source>
        <translation>Jeton de &amp;clé :</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Head roles…</source>
        <translation>Rôles des têtes…</translation>
    </message>
    <message>
        <location line="+796"/>
        <source>Measure what each head does over the first %1 sentence pairs of the bundled dev set (forced decoding of the references), then label the thumbnails with the role badges.</source>
        <translation>Mesurer ce que fait chaque tête sur les %1 premières paires de phrases du jeu de dev fourni (décodage forcé des références), puis étiqueter les vignettes avec les badges de rôle.</translation>
    </message>
    <message>
        <location line="-794"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop measuring the head roles.</source>
        <translation>Arrêter la mesure des rôles des têtes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>AER grid…</source>
        <translation>Grille AER…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a source file, its target file and gold word alignments (Pharaoh “i-j”, one line per pair): every cross-attention thumbnail then shows its head&apos;s alignment error rate (lower is better).</source>
        <translation>Choisissez un fichier source, son fichier cible et des alignements de mots de référence (Pharaoh «&#xa0;i-j&#xa0;», une ligne par paire)&#xa0;: chaque vignette d&apos;attention croisée affiche alors le taux d&apos;erreur d&apos;alignement de sa tête (plus bas, c&apos;est mieux).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer</source>
        <translation>Couche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every head&apos;s weight from the chosen query token (to the chosen key token, or to the key it attends to most). Click a column to sort; click a row to open that head.</source>
        <translation>Le poids de chaque tête depuis le jeton de requête choisi (vers le jeton de clé choisi, ou vers la clé qu&apos;il regarde le plus). Cliquez une colonne pour trier, une ligne pour ouvrir cette tête.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The layer whose head is shown large.</source>
        <translation>La couche dont la tête est affichée en grand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One head, or the mean over the layer&apos;s heads.</source>
        <translation>Une tête, ou la moyenne sur les têtes de la couche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Layer:</source>
        <translation>&amp;Couche :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Head:</source>
        <translation>&amp;Tête :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Arrow keys move a cursor over the cells; the line below reads its weight.</source>
        <translation>Les flèches déplacent un curseur sur les cellules ; la ligne du dessous donne son poids.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+79"/>
        <source>Hover a cell (or use the arrow keys) to read its weight.</source>
        <translation>Survolez une cellule (ou utilisez les flèches) pour lire son poids.</translation>
    </message>
    <message>
        <location line="+526"/>
        <source>Rows are the decoder&apos;s input: &lt;s&gt;, then the tokens so far, so row i predicts the token of row i + 1. The Translate view labels each row with the token produced at that step instead, one place later.</source>
        <translation>Les lignes sont l&apos;entrée du décodeur : &lt;s&gt;, puis les jetons déjà produits ; la ligne i prédit donc le jeton de la ligne i + 1. La vue Traduction étiquette chaque ligne avec le jeton produit à cette étape, une place plus loin.</translation>
    </message>
    <message>
        <location line="-519"/>
        <source> (masked: a query cannot attend to later positions)</source>
        <translation> (masqué : une requête ne peut pas regarder les positions suivantes)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Toy-task input: %1</source>
        <translation>Entrée de la tâche jouet : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This model was trained on a toy task: it reads only its symbols, written s0, s1, … and separated by spaces (%1). Other words become &lt;unk&gt;.</source>
        <translation>Ce modèle a été entraîné sur une tâche jouet : il ne lit que ses symboles, écrits s0, s1, … et séparés par des espaces (%1). Les autres mots deviennent &lt;unk&gt;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional target in the same symbols: leave empty for the model&apos;s own output</source>
        <translation>Cible facultative dans les mêmes symboles : laissez vide pour la sortie du modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source sentence (English)…</source>
        <translation>Phrase source (anglais)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional target: leave empty to inspect the model&apos;s own translation</source>
        <translation>Cible facultative&#xa0;: laissez vide pour inspecter la traduction propre du modèle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forced decoding: the decoder reads this target (teacher forcing) and you see how it attends while predicting each next piece.</source>
        <translation>Décodage forcé&#xa0;: le décodeur lit cette cible (teacher forcing) et vous voyez où porte son attention lorsqu&apos;il prédit chaque sous-mot suivant.</translation>
    </message>
    <message>
        <location line="+485"/>
        <source>Rows: decoding steps, named by the token each step outputs (as in Translate).</source>
        <translation>Lignes&#xa0;: étapes de décodage, nommées d&apos;après le jeton que produit chaque étape (comme dans Traduire).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row “es” is the step that chose es: its query is the decoder&apos;s input before it (the previous token, or &lt;s&gt;). So “es → animal” is where the model looked while it said es.</source>
        <translation>La ligne «&#xa0;es&#xa0;» est l&apos;étape qui a choisi es&#xa0;: sa requête est l&apos;entrée du décodeur juste avant (le jeton précédent, ou &lt;s&gt;). Ainsi, «&#xa0;es → animal&#xa0;» montre où le modèle regardait pendant qu&apos;il disait es.</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>queries (decoding steps, by the token each outputs)</source>
        <translation>requêtes (étapes de décodage, par le jeton que chacune produit)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>pos−1</source>
        <translation>pos−1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pos+1</source>
        <translation>pos+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rare</source>
        <translation>rare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>delim</source>
        <translation>délim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conf</source>
        <translation>conf</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The dev set (../shared/data/general/tatoeba.dev.en.gz and .de.gz) is missing.</source>
        <translation>Le jeu de dev (../shared/data/general/tatoeba.dev.en.gz et .de.gz) est introuvable.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the dev set: %1</source>
        <translation>Impossible de lire le jeu de dev&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-517"/>
        <location line="+524"/>
        <location line="+97"/>
        <source>Load a model first.</source>
        <translation>Chargez d&apos;abord un modèle.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Measuring head roles: 0 / %1 sentence pairs…</source>
        <translation>Mesure des rôles des têtes&#xa0;: 0 / %1 paires de phrases…</translation>
    </message>
    <message>
        <location line="-1064"/>
        <source>Measuring head roles: %1 / %2 sentence pairs…</source>
        <translation>Mesure des rôles des têtes&#xa0;: %1 / %2 paires de phrases…</translation>
    </message>
    <message>
        <location line="+1078"/>
        <source>Head roles cancelled.</source>
        <translation>Mesure des rôles des têtes annulée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not measure the head roles: %1</source>
        <translation>Impossible de mesurer les rôles des têtes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Head roles over %1 sentence pairs: badges under the thumbnails; hover one for its numbers, “?” for the definitions.</source>
        <translation>Rôles des têtes sur %1 paires de phrases&#xa0;: badges sous les vignettes&#xa0;; survolez-en un pour ses valeurs, «&#xa0;?&#xa0;» pour les définitions.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Layer %1, head %2 over %3 sentence pairs (%4 queries):
confidence (mean largest weight) %5 · entropy %6 nats
largest weight on the previous token %7 · on the next token %8
on the rarest token %9 · weight on delimiters %10</source>
        <translation>Couche %1, tête %2 sur %3 paires de phrases (%4 requêtes)&#xa0;:
confiance (poids maximal moyen) %5 · entropie %6 nats
poids maximal sur le jeton précédent %7 · sur le jeton suivant %8
sur le jeton le plus rare %9 · poids sur les délimiteurs %10</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No badge.</source>
        <translation>Aucun badge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Badges: %1</source>
        <translation>Badges&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Source sentences, one per line</source>
        <translation>Phrases sources, une par ligne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their translations, one per line</source>
        <translation>Leurs traductions, une par ligne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold word alignments (Pharaoh i-j)</source>
        <translation>Alignements de mots de référence (Pharaoh i-j)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the files: %1</source>
        <translation>Impossible de lire les fichiers&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Aligning %1 sentence pairs…</source>
        <translation>Alignement de %1 paires de phrases…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Alignment cancelled.</source>
        <translation>Alignement annulé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not align: %1</source>
        <translation>Impossible d&apos;aligner&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AER of every cross-attention head alone (lower is better): best L%1 H%2 (%3); best layer mean: layer %4. Choose the cross-attention kind to see the grid.</source>
        <translation>AER de chaque tête d&apos;attention croisée prise seule (plus bas, c&apos;est mieux)&#xa0;: meilleure L%1 H%2 (%3)&#xa0;; meilleure moyenne par couche&#xa0;: couche %4. Choisissez le type attention croisée pour voir la grille.</translation>
    </message>
    <message>
        <location line="-1150"/>
        <source>Encoder self-attention</source>
        <translation>Auto-attention de l&apos;encodeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder self-attention (masked)</source>
        <translation>Auto-attention du décodeur (masquée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder–decoder (cross) attention</source>
        <translation>Attention encodeur–décodeur (croisée)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Heatmap</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the selected layer as a heatmap of one head, or as lines between the token columns with every head in its own colour.</source>
        <translation>Afficher la couche sélectionnée comme carte de chaleur d&apos;une tête, ou comme lignes entre les colonnes de jetons, chaque tête dans sa propre couleur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A query token: every thumbnail shows that token&apos;s row (what it attends to) and the other rows fade. With a key token too, the table ranks every head by the query → key weight.</source>
        <translation>Un jeton de requête : chaque vignette montre la ligne de ce jeton (ce qu&apos;il regarde) et les autres lignes s&apos;estompent. Avec un jeton de clé, le tableau classe toutes les têtes selon le poids requête → clé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A key token: each thumbnail&apos;s title gives the chosen query&apos;s weight to it, and the table lists every head by that weight, largest first.</source>
        <translation>Un jeton de clé : le titre de chaque vignette donne le poids de la requête choisie vers lui, et le tableau liste toutes les têtes selon ce poids, du plus grand au plus petit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+570"/>
        <source>Type a sentence to see every layer and head.</source>
        <translation>Saisissez une phrase pour voir chaque couche et chaque tête.</translation>
    </message>
    <message>
        <location line="-562"/>
        <source>Target:</source>
        <translation>Cible&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention:</source>
        <translation>Attention&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show as:</source>
        <translation>Afficher en&#xa0;:</translation>
    </message>
    <message>
        <location line="+82"/>
        <location line="+781"/>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <location line="-766"/>
        <source>H: mean entropy of each query&apos;s attention (nats; low = focused). max: mean of each query&apos;s largest weight. Δ: mean attended key position minus query position (negative = looks back).</source>
        <translation>H&#xa0;: entropie moyenne de l&apos;attention de chaque requête (nats&#xa0;; faible = concentrée). max&#xa0;: moyenne du plus grand poids de chaque requête. Δ&#xa0;: position moyenne des clés regardées moins la position de la requête (négatif = regarde en arrière).</translation>
    </message>
    <message>
        <location line="+597"/>
        <source>Rows: the decoder&apos;s input (&lt;s&gt; first), one place before Translate&apos;s rows.</source>
        <translation>Lignes : l&apos;entrée du décodeur (&lt;s&gt; d&apos;abord), une place avant les lignes de Traduction.</translation>
    </message>
    <message>
        <location line="-523"/>
        <source>query %1 “%2” → key %3 “%4”: %5</source>
        <translation>requête %1 «&#xa0;%2&#xa0;» → clé %3 «&#xa0;%4&#xa0;»&#xa0;: %5</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The encoder&apos;s input. Its pieces are the keys of encoder self-attention and of encoder-decoder attention. The Translate view shares it.</source>
        <translation>L&apos;entrée de l&apos;encodeur. Ses morceaux sont les clés de l&apos;auto-attention de l&apos;encodeur et de l&apos;attention encodeur-décodeur. La vue Traduction la partage.</translation>
    </message>
    <message>
        <location line="+369"/>
        <source>Target: %1%6 — %2 source and %3 target pieces, %4 ms on %5</source>
        <translation>Cible&#xa0;: %1%6 — %2 sous-mots source et %3 sous-mots cible, %4 ms sur %5</translation>
    </message>
    <message>
        <location line="-4"/>
        <source> (as Translate shows it: %1)</source>
        <translation> (telle que « Traduire » l’affiche : %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (the model&apos;s greedy translation)</source>
        <translation> (la traduction gloutonne du modèle)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Layer %1</source>
        <translation>Couche %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+136"/>
        <source>L%1 H%2</source>
        <translation>C%1 T%2</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Layer %1, head %2: click to open it large</source>
        <translation>Couche %1, tête %2&#xa0;: cliquer pour l&apos;agrandir</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>
AER %1</source>
        <translation>
AER %1</translation>
    </message>
    <message>
        <location line="+325"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+1"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest weight of %1</source>
        <translation>plus grand poids de %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Heads:</source>
        <translation>Têtes&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>H%1</source>
        <translation>T%1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Show or hide head %1&apos;s lines</source>
        <translation>Afficher ou masquer les lignes de la tête %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>queries (source tokens)</source>
        <translation>requêtes (jetons source)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keys (source tokens)</source>
        <translation>clés (jetons source)</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+187"/>
        <source>mean over heads</source>
        <translation>moyenne des têtes</translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+187"/>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>up to L%1</source>
        <translation>jusqu&apos;à L%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>queries (decoder input tokens)</source>
        <translation>requêtes (jetons d&apos;entrée du décodeur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys (decoder input tokens)</source>
        <translation>clés (jetons d&apos;entrée du décodeur)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rollout</source>
        <translation>rollout</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · layer %2 · %3</source>
        <translation>%1 · couche %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer %1, %2: %3</source>
        <translation>Couche %1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no attention to export yet: type a sentence first.</source>
        <translation>Aucune attention à exporter pour l&apos;instant&#xa0;: saisissez d&apos;abord une phrase.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/attention_view.h" line="+60"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
</context>
<context>
    <name>studio::AttributionPanel</name>
    <message>
        <location filename="../app/studio/widgets/attribution_panel.cpp" line="+98"/>
        <location line="+105"/>
        <source>Cancelled. Press Attribute to run it again.</source>
        <translation>Annulé. Cliquez sur « Attribuer » pour relancer.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Export attribution</source>
        <translation>Exporter l’attribution</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Saliency</source>
        <translation>Saillance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input × gradient</source>
        <translation>Entrée × gradient</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Integrated gradients</source>
        <translation>Gradients intégrés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saliency: ‖∂f/∂x‖ per token (never negative). Input × gradient: x · ∂f/∂x, signed (positive: the token pushes f up). Integrated gradients: x · the mean gradient on the straight path from zero token embeddings; the numbers add up to f(input) − f(baseline).</source>
        <translation>Saillance : ‖∂f/∂x‖ par jeton (jamais négative). Entrée × gradient : x · ∂f/∂x, signé (positif : le jeton fait monter f). Gradients intégrés : x · le gradient moyen sur le chemin droit depuis des plongements de jetons nuls ; les nombres ont pour somme f(entrée) − f(référence).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steps:</source>
        <translation>pas :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Integrated gradients: the intervals of the path (trapezoid rule); each is one forward and backward pass.</source>
        <translation>Gradients intégrés : les intervalles du chemin (méthode des trapèzes) ; chacun coûte une passe avant et arrière.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contrast with:</source>
        <translation>contraste avec :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attribute log P(token) − log P(the contrast word&apos;s first piece) at this step: which tokens make the model prefer the one over the other (Yin &amp; Neubig 2022).</source>
        <translation>Attribuer log P(jeton) − log P(premier morceau du mot de contraste) à cette étape : quels jetons font préférer l’un à l’autre (Yin &amp; Neubig 2022).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. sie</source>
        <translation>p. ex. sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attribute</source>
        <translation>Attribuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute the attribution of this step (off the interface thread).</source>
        <translation>Calculer l’attribution de cette étape (hors du fil de l’interface).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export attribution…</source>
        <translation>Exporter l’attribution…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The numbers over every source and target-prefix token as CSV or JSON.</source>
        <translation>Les nombres de chaque jeton de la source et du préfixe cible, en CSV ou JSON.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Integrated gradients: %1 forward and backward passes… %2 s</source>
        <translation>Gradients intégrés : %1 passes avant et arrière… %2 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attributing… %1 s</source>
        <translation>Attribution en cours… %1 s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Press Attribute to run integrated gradients (%1 forward and backward passes).</source>
        <translation>Cliquez sur « Attribuer » pour lancer les gradients intégrés (%1 passes avant et arrière).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>log P(%1) − log P(%2)</source>
        <translation>log P(%1) − log P(%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log P(%1)</source>
        <translation>log P(%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step %1 chooses &lt;b&gt;%2&lt;/b&gt; (log P %3%4). f = %5 = &lt;b&gt;%6&lt;/b&gt;.</source>
        <translation>L’étape %1 choisit &lt;b&gt;%2&lt;/b&gt; (log P %3%4). f = %5 = &lt;b&gt;%6&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; log P(%1) %2</source>
        <translation> ; log P(%1) %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>saliency ‖∂f/∂x‖</source>
        <translation>saillance ‖∂f/∂x‖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saliency: the gradient&apos;s L2 norm per token, never negative.</source>
        <translation>Saillance : la norme L2 du gradient par jeton, jamais négative.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input × gradient</source>
        <translation>entrée × gradient</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input × gradient, signed; their sum %1 is f&apos;s first-order change from zero token embeddings.</source>
        <translation>Entrée × gradient, signé ; leur somme %1 est la variation au premier ordre de f depuis des plongements de jetons nuls.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>integrated gradients</source>
        <translation>gradients intégrés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Integrated gradients, %1 steps, from %2. Completeness: the sum %3 vs f(input) − f(baseline) = %4 − %5 = %6 (gap %7, %8 %).</source>
        <translation>Gradients intégrés, %1 pas, depuis : %2. Complétude : la somme %3 contre f(entrée) − f(référence) = %4 − %5 = %6 (écart %7, %8 %).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every token embedding zero, positional encodings kept</source>
        <translation>tous les plongements de jetons à zéro, encodages de position conservés</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;The gap is over 5 %: more steps make the sum exact.&lt;/b&gt;</source>
        <translation>&lt;b&gt;L’écart dépasse 5 % : plus de pas rendent la somme exacte.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forward and backward passes: %1, %2 s.</source>
        <translation>Passes avant et arrière : %1, %2 s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target prefix</source>
        <translation>Préfixe cible</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no attribution to export yet.</source>
        <translation>Il n’y a pas encore d’attribution à exporter.</translation>
    </message>
</context>
<context>
    <name>studio::CausalHeadGridWidget</name>
    <message>
        <location filename="../app/studio/widgets/causal_head_grid_widget.cpp" line="+123"/>
        <location line="+87"/>
        <source>Layer %1</source>
        <translation>Couche %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Head %1</source>
        <translation>Tête %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>No pairs patched yet.</source>
        <translation>Aucune paire patchée pour l’instant.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>share of the total effect restored (1 = all of it)</source>
        <translation>part de l’effet total rétablie (1 = tout)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, layer %2, head %3: no pair with a large enough total effect</source>
        <translation>%1, couche %2, tête %3 : aucune paire avec un effet total assez grand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, layer %2, head %3: restores %4 of the total effect on average over %5 pairs (95 % bootstrap interval %6 to %7)</source>
        <translation>%1, couche %2, tête %3 : rétablit en moyenne %4 de l’effet total sur %5 paires (intervalle bootstrap à 95 % de %6 à %7)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click to list the share pair by pair.</source>
        <translation>Cliquez pour lister la part paire par paire.</translation>
    </message>
</context>
<context>
    <name>studio::CausalMaskPanel</name>
    <message>
        <location filename="../app/studio/views/illustrations/causal_mask_panel.cpp" line="+25"/>
        <source>Number of target positions (queries and keys)</source>
        <translation>Nombre de positions cibles (requêtes et clés)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask: 1 = may attend, 0 = hidden</source>
        <translation>Masque : 1 = peut regarder, 0 = caché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights when all scores are equal</source>
        <translation>Poids quand tous les scores sont égaux</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>query position i</source>
        <translation>position de requête i</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key position j</source>
        <translation>position de clé j</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Length:</source>
        <translation>Longueur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>attention weight</source>
        <translation>poids d’attention</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>may attend</source>
        <translation>peut regarder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>softmax of equal scores under the causal mask (%1 positions)</source>
        <translation>softmax de scores égaux sous le masque causal (%1 positions)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>causal mask (%1 positions)</source>
        <translation>masque causal (%1 positions)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With every score equal, the softmax spreads each row evenly over the keys it may see: query i gives 1/i to each of keys 1 … i and nothing to later ones.</source>
        <translation>Quand tous les scores sont égaux, la softmax répartit chaque ligne également sur les clés visibles : la requête i donne 1/i à chacune des clés 1 … i et rien aux suivantes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The decoder predicts position i+1 from positions 1 … i only, so query i may attend to keys j ≤ i. The hidden entries (above the diagonal) are set to −∞ before the softmax (section 3.2.3), which makes their weights 0.</source>
        <translation>Le décodeur prédit la position i+1 à partir des seules positions 1 … i : la requête i ne peut regarder que les clés j ≤ i. Les entrées cachées (au-dessus de la diagonale) valent −∞ avant la softmax (section 3.2.3), ce qui rend leurs poids nuls.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/illustrations/causal_mask_panel.h" line="+21"/>
        <source>Causal mask</source>
        <translation>Masque causal</translation>
    </message>
</context>
<context>
    <name>studio::ChartExport</name>
    <message>
        <location filename="../app/studio/widgets/chart_export.cpp" line="+13"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>studio::ComplexityView</name>
    <message>
        <location filename="../app/studio/views/complexity_view.cpp" line="+58"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The device whose ops are timed: the same kernels the engine translates and trains with.</source>
        <translation>L&apos;appareil dont les opérations sont chronométrées&#xa0;: les mêmes noyaux que ceux avec lesquels le moteur traduit et s&apos;entraîne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model width d, fixed while n grows (8 heads; d_ff = 4·d as in the paper).</source>
        <translation>La largeur du modèle d, fixe pendant que n augmente (8 têtes&#xa0;; d_ff = 4·d comme dans l&apos;article).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timed calls per length; the plot shows their median.</source>
        <translation>Appels chronométrés par longueur&#xa0;; le graphique montre leur médiane.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequence lengths n to measure, separated by commas.</source>
        <translation>Longueurs de séquence n à mesurer, séparées par des virgules.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time self-attention and the feed-forward network at every length.</source>
        <translation>Chronométrer l&apos;auto-attention et le réseau feed-forward à chaque longueur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running measurement.</source>
        <translation>Arrêter la mesure en cours.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press Run to measure on this machine.</source>
        <translation>Appuyez sur Lancer pour mesurer sur cette machine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Backend:</source>
        <translation>Backend&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_model:</source>
        <translation>d_model&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lengths n:</source>
        <translation>Longueurs n&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeats:</source>
        <translation>Répétitions&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time per call against sequence length n (log-log)</source>
        <translation>Temps par appel en fonction de la longueur de séquence n (log-log)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sequence length n</source>
        <translation>longueur de séquence n</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seconds per call (median)</source>
        <translation>secondes par appel (médiane)</translation>
    </message>
    <message>
        <location line="+224"/>
        <source>Table 1 of the paper</source>
        <translation>Tableau 1 de l&apos;article</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layer type</source>
        <translation>Type de couche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Complexity per layer</source>
        <translation>Complexité par couche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential operations</source>
        <translation>Opérations séquentielles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Maximum path length</source>
        <translation>Longueur maximale de chemin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+75"/>
        <source>Self-attention</source>
        <translation>Auto-attention</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Recurrent</source>
        <translation>Récurrente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convolutional</source>
        <translation>Convolutive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Self-attention (restricted)</source>
        <translation>Auto-attention (restreinte)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>n is the sequence length, d the representation dimension, k the kernel size of convolutions and r the size of the neighbourhood in restricted self-attention. Self-attention is faster than a recurrent layer when n is smaller than d, which is most often the case for sentence representations. The feed-forward network measured here costs O(n·d·d_ff): linear in n, like the recurrent layer.</source>
        <translation>n est la longueur de la séquence, d la dimension de la représentation, k la taille du noyau des convolutions et r la taille du voisinage dans l&apos;auto-attention restreinte. L&apos;auto-attention est plus rapide qu&apos;une couche récurrente lorsque n est inférieur à d, ce qui est le plus souvent le cas pour les représentations de phrases. Le réseau feed-forward mesuré ici coûte O(n·d·d_ff)&#xa0;: linéaire en n, comme la couche récurrente.</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Vulkan: %1</source>
        <translation>Vulkan&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 heads of %2 dimensions, d_ff = %3. Counted arithmetic: self-attention 4·n²·d, the FFN 4·n·d·d_ff, so the FLOP counts cross at n = d_ff = %3.</source>
        <translation>%1 têtes de %2 dimensions, d_ff = %3. Opérations comptées&#xa0;: auto-attention 4·n²·d, FFN 4·n·d·d_ff, donc les nombres de FLOP se croisent à n = d_ff = %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Enter at least one sequence length.</source>
        <translation>Saisissez au moins une longueur de séquence.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Measuring on %1…</source>
        <translation>Mesure sur %1…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>The measurement failed: %1</source>
        <translation>La mesure a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Complexity measured on %1</source>
        <translation>Complexité mesurée sur %1</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>self-attention, slope %1</source>
        <translation>auto-attention, pente %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FFN, slope %1</source>
        <translation>FFN, pente %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossover</source>
        <translation>croisement</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Feed-forward network</source>
        <translation>Réseau feed-forward</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>On %1: self-attention grows as n^%2 and the FFN as n^%3.</source>
        <translation>Sur %1&#xa0;: l&apos;auto-attention croît comme n^%2 et le FFN comme n^%3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Up to n = %1 attention stays cheaper than the FFN.</source>
        <translation>Jusqu&apos;à n = %1, l&apos;attention reste moins coûteuse que le FFN.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention already costs more than the FFN at n = %1.</source>
        <translation>L&apos;attention coûte déjà plus que le FFN à n = %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention starts to cost more than the FFN at n ≈ %1 (%2 vs %3 at n = %4).</source>
        <translation>L&apos;attention commence à coûter plus que le FFN à n ≈ %1 (%2 contre %3 à n = %4).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no measurements to export: press Run first.</source>
        <translation>Rien à exporter&#xa0;: appuyez d&apos;abord sur Lancer.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/complexity_view.h" line="+40"/>
        <source>Complexity</source>
        <translation>Complexité</translation>
    </message>
</context>
<context>
    <name>studio::ContrastTableModel</name>
    <message>
        <location filename="../app/studio/viewmodels/contrast_table_model.cpp" line="+44"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Line %1. Double-click to open this item in the probe.</source>
        <translation>Ligne %1. Double-cliquez pour ouvrir cet exemple dans la sonde.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right</source>
        <translation>Correct</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preferred translation</source>
        <translation>Traduction préférée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
</context>
<context>
    <name>studio::DecodeStepPanel</name>
    <message>
        <location filename="../app/studio/widgets/decode_step_panel.cpp" line="+39"/>
        <source>Next token</source>
        <translation>Jeton suivant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ten most probable next tokens at this step. Double-click one to force it and let the model continue from there.</source>
        <translation>Les dix jetons suivants les plus probables à cette étape. Double-cliquez sur l&apos;un d&apos;eux pour le forcer et laisser le modèle continuer à partir de là.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entropy of the whole next-token distribution, H = −Σ p log₂ p. 0 bits: certain; each extra bit doubles the number of equally likely choices (perplexity 2^H).</source>
        <translation>Entropie de toute la distribution du jeton suivant, H = −Σ p log₂ p. 0 bit&#xa0;: certitude&#xa0;; chaque bit supplémentaire double le nombre de choix équiprobables (perplexité 2^H).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Force the selected token</source>
        <translation>Forcer le jeton sélectionné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What if the model had said this? Keeps the translation up to this step, puts the selected token next and continues greedily.</source>
        <translation>Et si le modèle avait dit ceci&#xa0;? Conserve la traduction jusqu&apos;à cette étape, place ensuite le jeton sélectionné et poursuit de façon gloutonne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or type a word, e.g. sie</source>
        <translation>ou saisissez un mot, p. ex. sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force word</source>
        <translation>Forcer le mot</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>layer.head</source>
        <translation>couche.tête</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>The cross-attention row of every head at this step: where each head of each decoder layer looks in the source while the model chooses this token.</source>
        <translation>La ligne d&apos;attention croisée de chaque tête à cette étape&#xa0;: où chaque tête de chaque couche du décodeur regarde dans la source pendant que le modèle choisit ce jeton.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Choose a step (a row of the map) to see what the model could have said there.</source>
        <translation>Choisissez une étape (une ligne de la carte) pour voir ce que le modèle aurait pu dire à cet endroit.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Step %1 of %2.&lt;/b&gt; After “%3” the model says &lt;b&gt;%4&lt;/b&gt; (p = %5).</source>
        <translation>&lt;b&gt;Étape %1 sur %2.&lt;/b&gt; Après «&#xa0;%3&#xa0;», le modèle dit &lt;b&gt;%4&lt;/b&gt; (p = %5).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The token the translation has here.</source>
        <translation>Le jeton que contient la traduction à cet endroit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entropy %1 bits (perplexity %2)</source>
        <translation>Entropie %1 bits (perplexité %2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1.%2</source>
        <translation>%1.%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every head at step %1</source>
        <translation>Toutes les têtes à l&apos;étape %1</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Next tokens and heads</source>
        <translation>Jetons suivants et têtes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attribution</source>
        <translation>Attribution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which source and target-prefix tokens the choice at this step depends on: gradient attribution, optionally against a contrast word.</source>
        <translation>De quels jetons de la source et du préfixe cible dépend le choix à cette étape : attribution par gradient, éventuellement contre un mot de contraste.</translation>
    </message>
</context>
<context>
    <name>studio::EngineJobs</name>
    <message>
        <location filename="../app/studio/jobs/engine_jobs.cpp" line="+49"/>
        <source>The model could not be loaded: %1</source>
        <translation>Impossible de charger le modèle&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No model is loaded. Open a model folder first (File ▸ Open model folder…).</source>
        <translation>Aucun modèle chargé. Ouvrez d&apos;abord un dossier de modèle (Fichier ▸ Ouvrir un dossier de modèle…).</translation>
    </message>
</context>
<context>
    <name>studio::GifEncoder</name>
    <message>
        <location filename="../app/studio/views/training/gif_encoder.cpp" line="+122"/>
        <source>The GIF encoder failed: %1</source>
        <translation>L’encodeur GIF a échoué : %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This build cannot write GIF (giflib was missing).</source>
        <translation>Cette version ne peut pas écrire de GIF (giflib manquait).</translation>
    </message>
</context>
<context>
    <name>studio::GifEncoder::State</name>
    <message>
        <location line="-82"/>
        <source>The GIF encoder failed: %1</source>
        <translation>L’encodeur GIF a échoué : %1</translation>
    </message>
</context>
<context>
    <name>studio::HeadGridWidget</name>
    <message>
        <location filename="../app/studio/widgets/head_grid_widget.cpp" line="+125"/>
        <location line="+56"/>
        <source>Layer %1</source>
        <translation>Couche %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No heads measured yet.</source>
        <translation>Aucune tête mesurée pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Head %1</source>
        <translation>Tête %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+38"/>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>▼ mean over heads %1 % [%2–%3]</source>
        <translation>▼ moyenne des têtes %1&#xa0;% [%2–%3]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>◆ nearest preceding person %1 % [%2–%3]</source>
        <translation>◆ personne précédente la plus proche %1&#xa0;% [%2–%3]</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Layer %1, head %2: not measured (no sentence had what this kind needs)</source>
        <translation>Couche %1, tête %2&#xa0;: non mesurée (aucune phrase ne contenait ce dont ce type a besoin)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layer %1, head %2: right on %3 of %4 sentences, %5 % (95 % interval %6–%7 %)
mean weight to the antecedent %8, to the other person %9
Click to list the sentences.</source>
        <translation>Couche %1, tête %2&#xa0;: correcte sur %3 phrases sur %4, %5&#xa0;% (intervalle à 95&#xa0;%&#xa0;: %6–%7&#xa0;%)
poids moyen vers l&apos;antécédent %8, vers l&apos;autre personne %9
Cliquez pour lister les phrases.</translation>
    </message>
</context>
<context>
    <name>studio::HeadLabView</name>
    <message>
        <location filename="../app/studio/views/head_lab_view.cpp" line="+77"/>
        <source>Dev set: translating without the mask…</source>
        <translation>Jeu de dev : traduction sans le masque…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dev set: translating with the mask…</source>
        <translation>Jeu de dev : traduction avec le masque…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive set: scoring without the mask…</source>
        <translation>Jeu contrastif : évaluation sans le masque…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive set: scoring with the mask…</source>
        <translation>Jeu contrastif : évaluation avec le masque…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importance: a backward pass per batch…</source>
        <translation>Importance : une rétropropagation par lot…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pruning curve: translating the set with 0–90 % of the heads off…</source>
        <translation>Courbe d’élagage : traduction du jeu avec 0–90 % des têtes éteintes…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Type or paste an English sentence…</source>
        <translation>Tapez ou collez une phrase en anglais…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no head switched off</source>
        <translation>aucune tête éteinte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The heads switched off, as attention-cli&apos;s --mask-heads takes them: enc:L.H, dec:L.H, cross:L.H, counted from 1 (enc:2.* is a whole layer). Paste or edit and press Enter to apply.</source>
        <translation>Les têtes éteintes, au format de --mask-heads d’attention-cli : enc:L.H, dec:L.H, cross:L.H, comptées à partir de 1 (enc:2.* est une couche entière). Collez ou modifiez, puis appuyez sur Entrée pour appliquer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the mask as text.</source>
        <translation>Copier le masque sous forme de texte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear mask</source>
        <translation>Effacer le masque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch every head on again.</source>
        <translation>Rallumer toutes les têtes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentence:</source>
        <translation>Phrase :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask:</source>
        <translation>Masque :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Encoder self-attention</source>
        <translation>Auto-attention de l’encodeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decoder self-attention</source>
        <translation>Auto-attention du décodeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-attention</source>
        <translation>Attention croisée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a head (or move with the arrows and press Space) to switch it off or on.</source>
        <translation>Cliquez sur une tête (ou déplacez-vous avec les flèches et appuyez sur Espace) pour l’éteindre ou la rallumer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Crossed out: switched off (its output times 0 before W&lt;sup&gt;O&lt;/sup&gt;). After Head importance, colour and number: the head&apos;s importance, normalised per layer (yellow: the grid&apos;s most important).</source>
        <translation>Barrée : éteinte (sa sortie multipliée par 0 avant W&lt;sup&gt;O&lt;/sup&gt;). Après « Importance des têtes », couleur et nombre : l’importance de la tête, normalisée par couche (jaune : la plus importante de la grille).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Dev files…</source>
        <translation>Fichiers de dev…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A source file and its reference translations, one sentence a line (plain or gzip).</source>
        <translation>Un fichier source et ses traductions de référence, une phrase par ligne (texte ou gzip).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contrastive file…</source>
        <translation>Fichier contrastif…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minimal pairs as the Probe view&apos;s batch reads them: source, correct translation, wrong ones.</source>
        <translation>Paires minimales au format du lot de la vue Probe : source, traduction correcte, traductions fausses.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>all</source>
        <translation>tout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the first N pairs or items of a file (&quot;all&quot;: every one).</source>
        <translation>Seulement les N premières paires ou éléments d’un fichier (« tout » : chacun).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLEU before/after</source>
        <translation>BLEU avant/après</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translate the dev set without and with the mask (on a worker thread).</source>
        <translation>Traduire le jeu de dev sans puis avec le masque (dans un thread de travail).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy before/after</source>
        <translation>Exactitude avant/après</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score the contrastive items without and with the mask (on a worker thread).</source>
        <translation>Évaluer les éléments contrastifs sans puis avec le masque (dans un thread de travail).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The mask on a set</source>
        <translation>Le masque sur un jeu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First pairs / items:</source>
        <translation>Premières paires / éléments :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Head importance</source>
        <translation>Importance des têtes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Michel et al. 2019: the mean |∂L/∂ξ| of a gate on each head over the dev pairs, normalised per layer; then BLEU as 0–90 % of the heads are switched off, least important first and at random (on a worker thread).</source>
        <translation>Michel et al. 2019 : la moyenne de |∂L/∂ξ| d’une porte sur chaque tête sur les paires de dev, normalisée par couche ; puis le BLEU quand 0–90 % des têtes sont éteintes, les moins importantes d’abord et au hasard (dans un thread de travail).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save curve…</source>
        <translation>Enregistrer la courbe…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pruning curve as PNG or SVG, or its numbers as CSV.</source>
        <translation>La courbe d’élagage en PNG ou SVG, ou ses nombres en CSV.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which heads matter</source>
        <translation>Quelles têtes comptent</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running job.</source>
        <translation>Arrêter la tâche en cours.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Not a mask: %1</source>
        <translation>Pas un masque : %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;b&gt;Without the mask:&lt;/b&gt; (type a sentence)</source>
        <translation>&lt;b&gt;Sans le masque :&lt;/b&gt; (tapez une phrase)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Without the mask:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Sans le masque :&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;With the mask:&lt;/b&gt; no head is switched off; click heads in the grids.</source>
        <translation>&lt;b&gt;Avec le masque :&lt;/b&gt; aucune tête n’est éteinte ; cliquez sur des têtes dans les grilles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;With the mask:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Avec le masque :&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ log P of the unmasked translation under the mask: &lt;b&gt;%1&lt;/b&gt; (log P %2 → %3) · %4 ms</source>
        <translation>Δ log P de la traduction sans masque sous le masque : &lt;b&gt;%1&lt;/b&gt; (log P %2 → %3) · %4 ms</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>(no dev files)</source>
        <translation>(aucun fichier de dev)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(no contrastive file)</source>
        <translation>(aucun fichier contrastif)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Text files (*.txt *.gz *.en *.de *.src *.ref);;All files (*)</source>
        <translation>Fichiers texte (*.txt *.gz *.en *.de *.src *.ref);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source sentences</source>
        <translation>Phrases sources</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference translations</source>
        <translation>Traductions de référence</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Contrastive items</source>
        <translation>Éléments contrastifs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive items (*.tsv *.txt);;All files (*)</source>
        <translation>Éléments contrastifs (*.tsv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose a source and a reference file first (Dev files…).</source>
        <translation>Choisissez d’abord un fichier source et un fichier de référence (Fichiers de dev…).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a contrastive file first (Contrastive file…).</source>
        <translation>Choisissez d’abord un fichier contrastif (Fichier contrastif…).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done in %1 s on %2.</source>
        <translation>Terminé en %1 s sur %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;%1 pairs&lt;/b&gt; of %2, mask “%3”: BLEU %4 → %5 (%6), chrF %7 → %8 (%9)</source>
        <translation>&lt;b&gt;%1 paires&lt;/b&gt; de %2, masque « %3 » : BLEU %4 → %5 (%6), chrF %7 → %8 (%9)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1 items&lt;/b&gt; of %2, mask “%3”: accuracy %4 % → %5 % (%6 → %7 right)</source>
        <translation>&lt;b&gt;%1 éléments&lt;/b&gt; de %2, masque « %3 » : exactitude %4 % → %5 % (%6 → %7 justes)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Switch heads off above, then measure what the mask does to a whole dev file or contrastive file.</source>
        <translation>Éteignez des têtes ci-dessus, puis mesurez l’effet du masque sur tout un fichier de dev ou un fichier contrastif.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measure which heads matter over the dev pairs: the grids above take the colour of each head&apos;s importance.</source>
        <translation>Mesurez quelles têtes comptent sur les paires de dev : les grilles ci-dessus prennent la couleur de l’importance de chaque tête.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Importance over &lt;b&gt;%1 pairs&lt;/b&gt;. Most important: %2.&lt;br&gt;Least important: %3.</source>
        <translation>Importance sur &lt;b&gt;%1 paires&lt;/b&gt;. Les plus importantes : %2.&lt;br&gt;Les moins importantes : %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pruning curve was stopped.</source>
        <translation>La courbe d’élagage a été arrêtée.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the pruning curve</source>
        <translation>Enregistrer la courbe d’élagage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV (*.csv)</source>
        <translation>Image PNG (*.png);;Image SVG (*.svg);;CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>There is no pruning curve to export yet: run Head importance first.</source>
        <translation>Pas encore de courbe d’élagage à exporter : lancez d’abord « Importance des têtes ».</translation>
    </message>
    <message>
        <location filename="../app/studio/views/head_lab_view.h" line="+42"/>
        <source>Head lab</source>
        <translation>Labo des têtes</translation>
    </message>
</context>
<context>
    <name>studio::HeadObservationsModel</name>
    <message>
        <location filename="../app/studio/viewmodels/head_observations_model.cpp" line="+123"/>
        <source>✓ right</source>
        <translation>✓ correct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>≈ tie</source>
        <translation>≈ égalité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ wrong</source>
        <translation>✗ incorrect</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Margin %1 (weight to the antecedent minus weight to the other person). Within ±%2 it counts as a tie, which is not right.</source>
        <translation>Marge %1 (poids vers l&apos;antécédent moins poids vers l&apos;autre personne). Dans ±%2, elle compte comme une égalité, qui n&apos;est pas correcte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
→ %2
Double-click to open it in the Attention view with this head selected.</source>
        <translation>%1
→ %2
Double-cliquez pour l&apos;ouvrir dans la vue Attention avec cette tête sélectionnée.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antecedent</source>
        <translation>Antécédent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other person</source>
        <translation>Autre personne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight → antecedent</source>
        <translation>Poids → antécédent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight → other</source>
        <translation>Poids → autre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model&apos;s translation</source>
        <translation>Traduction du modèle</translation>
    </message>
</context>
<context>
    <name>studio::HeadSwitchGrid</name>
    <message>
        <location filename="../app/studio/widgets/head_switch_grid.cpp" line="+207"/>
        <source>Layer %1, head %2</source>
        <translation>Couche %1, tête %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normalised importance: %1</source>
        <translation>Importance normalisée : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switched off: click to switch it on again.</source>
        <translation>Éteinte : cliquez pour la rallumer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to switch this head off.</source>
        <translation>Cliquez pour éteindre cette tête.</translation>
    </message>
</context>
<context>
    <name>studio::HeadsView</name>
    <message>
        <location filename="../app/studio/views/heads_view.cpp" line="+45"/>
        <source>%1 % [%2–%3]</source>
        <translation>%1&#xa0;% [%2–%3]</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Running the head finder on %1…</source>
        <translation>Recherche de têtes sur %1…</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Load a WinoMT-format file (Load sentences…) and press Run.</source>
        <translation>Chargez un fichier au format WinoMT (Charger des phrases…) et cliquez sur Lancer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Run to translate the sentences of %1 and measure every head.</source>
        <translation>Cliquez sur Lancer pour traduire les phrases de %1 et mesurer chaque tête.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load sentences…</source>
        <translation>Charger des phrases…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A WinoMT-format file, tab-separated: gender, the antecedent&apos;s 0-based word index, the sentence, the antecedent noun (e.g. ../shared/data/winomt/en.tsv).</source>
        <translation>Un fichier au format WinoMT, séparé par des tabulations&#xa0;: genre, l&apos;indice (à partir de 0) du mot antécédent, la phrase, le nom antécédent (p. ex. ../shared/data/winomt/en.tsv).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the first N sentences of the file, for a quick look (&quot;all&quot;: every one).</source>
        <translation>Seulement les N premières phrases du fichier, pour un aperçu rapide («&#xa0;toutes&#xa0;»&#xa0;: chacune).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translate every sentence with the model and measure every head (on a worker thread).</source>
        <translation>Traduire chaque phrase avec le modèle et mesurer chaque tête (dans un thread de travail).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current sentence and show the sentences done so far.</source>
        <translation>S&apos;arrêter après la phrase en cours et afficher les phrases déjà traitées.</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+107"/>
        <source>%v / %m sentences</source>
        <translation>%v / %m phrases</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First sentences:</source>
        <translation>Premières phrases&#xa0;:</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Encoder self-attention: English pronoun → antecedent</source>
        <translation>Auto-attention de l&apos;encodeur&#xa0;: pronom anglais → antécédent</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Read on the row of the English pronoun, words merged from subwords.</source>
        <translation>Lue sur la ligne du pronom anglais, les sous-mots étant fusionnés en mots.</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Cross-attention: step choosing the German pronoun → antecedent</source>
        <translation>Attention croisée&#xa0;: étape qui choisit le pronom allemand → antécédent</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Read on the decoding step whose output is the German pronoun, on the model&apos;s own translation.</source>
        <translation>Lue à l&apos;étape de décodage dont la sortie est le pronom allemand, sur la traduction propre du modèle.</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+324"/>
        <source>Click a head to list the sentences where it is right and where it is wrong.</source>
        <translation>Cliquez sur une tête pour lister les phrases où elle a raison et celles où elle a tort.</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Right, wrong and ties</source>
        <translation>Correct, incorrect et égalités</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only where it is right</source>
        <translation>Seulement où elle a raison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only where it is wrong</source>
        <translation>Seulement où elle a tort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only near ties</source>
        <translation>Seulement les quasi-égalités</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A head is right on a sentence when its weight to the antecedent exceeds its weight to the other person by more than this margin; a smaller difference (0.0002 against 0.0000) is a tie, which is not right. 0 counts any difference, as the command line does. The grids rank the heads again.</source>
        <translation>Une tête a raison sur une phrase quand son poids vers l&apos;antécédent dépasse son poids vers l&apos;autre personne de plus que cette marge&#xa0;; une différence plus petite (0.0002 contre 0.0000) est une égalité, qui ne compte pas comme correcte. 0 compte toute différence, comme la ligne de commande. Les grilles reclassent alors les têtes.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Double-click a sentence (or press Enter) to open it in the Attention view with this head selected.</source>
        <translation>Double-cliquez sur une phrase (ou appuyez sur Entrée) pour l&apos;ouvrir dans la vue Attention avec cette tête sélectionnée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tie below a margin of:</source>
        <translation>Égalité sous une marge de&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each cell: how often the head gives the pronoun&apos;s antecedent more weight than the other person (words merged from subwords), with the 95 % Wilson interval below. Colour: that accuracy, 0 % dark to 100 % yellow; grey: not measured. &lt;b&gt;Bold outline&lt;/b&gt;: the interval&apos;s lower end lies above the mean-over-heads baseline of its kind (▼ on the colour bar); ★: it also lies above the nearest-preceding-person baseline (◆).</source>
        <translation>Chaque cellule&#xa0;: la fréquence à laquelle la tête donne plus de poids à l&apos;antécédent du pronom qu&apos;à l&apos;autre personne (sous-mots fusionnés en mots), avec en dessous l&apos;intervalle de Wilson à 95&#xa0;%. Couleur&#xa0;: cette exactitude, de 0&#xa0;% sombre à 100&#xa0;% jaune&#xa0;; gris&#xa0;: non mesurée. &lt;b&gt;Contour épais&lt;/b&gt;&#xa0;: la borne inférieure de l&apos;intervalle dépasse la référence «&#xa0;moyenne des têtes&#xa0;» de son type (▼ sur la barre de couleurs)&#xa0;; ★&#xa0;: elle dépasse aussi la référence «&#xa0;personne précédente la plus proche&#xa0;» (◆).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A margin (weight to the antecedent minus weight to the other person) within ±%1 is a tie, which is not right.</source>
        <translation>Une marge (poids vers l&apos;antécédent moins poids vers l&apos;autre personne) comprise dans ±%1 est une égalité, qui ne compte pas comme correcte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Baselines: mean over heads, encoder %1, cross %2; nearest preceding person %3.</source>
        <translation>Références&#xa0;: moyenne des têtes, encodeur %1, attention croisée %2&#xa0;; personne précédente la plus proche %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(no sentences loaded)</source>
        <translation>(aucune phrase chargée)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Load sentences</source>
        <translation>Charger des phrases</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>WinoMT-format sentences (*.tsv *.txt);;All files (*)</source>
        <translation>Phrases au format WinoMT (*.tsv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Load a WinoMT-format file first (Load sentences…).</source>
        <translation>Chargez d&apos;abord un fichier au format WinoMT (Charger des phrases…).</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>the sentences</source>
        <translation>la liste chargée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Stopped&lt;/b&gt; after %1 of %2 sentences of %3</source>
        <translation>&lt;b&gt;Arrêté&lt;/b&gt; après %1 phrases sur %2 de %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; sentences: the first %1 of %2 in %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; phrases&#xa0;: les %1 premières sur %2 dans %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; sentences of %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; phrases de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 with both people found</source>
        <translation>%1 où les deux personnes sont trouvées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 whose translation has a German pronoun</source>
        <translation>%1 dont la traduction contient un pronom allemand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best %1 head: none measured</source>
        <translation>meilleure tête %1&#xa0;: aucune mesurée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best %1 head: &lt;b&gt;layer %2, head %3&lt;/b&gt;, %4</source>
        <translation>meilleure tête %1&#xa0;: &lt;b&gt;couche %2, tête %3&lt;/b&gt;, %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+21"/>
        <location line="+1"/>
        <location line="+168"/>
        <source>encoder</source>
        <translation>d&apos;encodeur</translation>
    </message>
    <message>
        <location line="-190"/>
        <location line="+23"/>
        <location line="+1"/>
        <location line="+167"/>
        <source>cross</source>
        <translation>d&apos;attention croisée</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>No %1 head beats %2 (%3 %).</source>
        <translation>Aucune tête %1 ne dépasse %2 (%3&#xa0;%).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 %3 heads beat %4 (%5 %); %6 with the whole 95 % interval above it.</source>
        <translation>%1 têtes %3 sur %2 dépassent %4 (%5&#xa0;%)&#xa0;; %6 avec tout l&apos;intervalle à 95&#xa0;% au-dessus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>the nearest preceding person</source>
        <translation>la référence «&#xa0;personne précédente la plus proche&#xa0;»</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>the mean over heads</source>
        <translation>la référence «&#xa0;moyenne des têtes&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Near ties (margin within ±%1) count as not right.</source>
        <translation>Les quasi-égalités (marge comprise dans ±%1) ne comptent pas comme correctes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+195"/>
        <source> · %1 s on %2</source>
        <translation> · %1 s sur %2</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>A quick look for the export: only the first %1 sentences. Set “First sentences” to “all” and press Run for every one.</source>
        <translation>Aperçu rapide pour l&apos;exportation&#xa0;: seulement les %1 premières phrases. Réglez «&#xa0;Premières phrases&#xa0;» sur «&#xa0;toutes&#xa0;» et cliquez sur Lancer pour les traiter toutes.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;%1, layer %2, head %3&lt;/b&gt;: right on %4, wrong on %5, a near tie on %6 sentences. Double-click one to open it in the Attention view.</source>
        <translation>&lt;b&gt;%1, couche %2, tête %3&lt;/b&gt;&#xa0;: correcte sur %4 phrases, incorrecte sur %5, quasi-égalité sur %6. Double-cliquez sur une phrase pour l&apos;ouvrir dans la vue Attention.</translation>
    </message>
    <message>
        <location line="-459"/>
        <location line="+461"/>
        <location line="+182"/>
        <source>Encoder self-attention</source>
        <translation>Auto-attention de l&apos;encodeur</translation>
    </message>
    <message>
        <location line="-643"/>
        <location line="+461"/>
        <location line="+182"/>
        <source>Cross-attention</source>
        <translation>Attention croisée</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>There are no head scores to export yet: run the head finder first.</source>
        <translation>Aucun score de tête à exporter pour l&apos;instant&#xa0;: lancez d&apos;abord la recherche de têtes.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/heads_view.h" line="+49"/>
        <source>Antecedent heads</source>
        <translation>Têtes d&apos;antécédent</translation>
    </message>
    <message>
        <location filename="../app/studio/views/heads_view.cpp" line="-538"/>
        <source>%v / %m pairs</source>
        <translation>%v / %m paires</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Patching every head on the pairs of %1…</source>
        <translation>Patch de chaque tête sur les paires de %1…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Causal effect (patching)</source>
        <translation>Effet causal (patching)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+643"/>
        <source>Decoder self-attention</source>
        <translation>Auto-attention du décodeur</translation>
    </message>
    <message>
        <location line="-562"/>
        <source>Load pairs…</source>
        <translation>Charger des paires…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pair file as attention-cli patch reads it, tab-separated: sentence, counterfactual (only the antecedent changed, the same number of tokens), correct word, wrong word and optionally the target prefix up to the pronoun.</source>
        <translation>Un fichier de paires tel que attention-cli patch le lit, séparé par des tabulations : phrase, contrefactuel (seul l’antécédent change, même nombre de jetons), mot correct, mot faux et, en option, le préfixe cible jusqu’au pronom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patch heads</source>
        <translation>Patcher les têtes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy each head&apos;s output from the sentence&apos;s run into the counterfactual&apos;s, one head at a time, and measure how much of the change in log P(correct) − log P(wrong) it restores (on a worker thread).</source>
        <translation>Copier la sortie de chaque tête de l’exécution de la phrase vers celle du contrefactuel, une tête à la fois, et mesurer quelle part du changement de log P(correct) − log P(faux) elle rétablit (sur un thread de travail).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Encoder self</source>
        <translation>Auto (encodeur)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decoder self</source>
        <translation>Auto (décodeur)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cross</source>
        <translation>Croisée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which kind of attention&apos;s heads the causal grid shows; the exports hold all three.</source>
        <translation>Le type d’attention dont la grille causale montre les têtes ; les exports contiennent les trois.</translation>
    </message>
    <message>
        <location line="+409"/>
        <source>Load a pair file (Load pairs…) and press Patch heads to rank the heads by their causal effect.</source>
        <translation>Chargez un fichier de paires (Charger des paires…) et appuyez sur « Patcher les têtes » pour classer les têtes selon leur effet causal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Patch heads to rank every head by its causal effect on the pairs of %1.</source>
        <translation>Appuyez sur « Patcher les têtes » pour classer chaque tête selon son effet causal sur les paires de %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load pairs</source>
        <translation>Charger des paires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair files (*.tsv *.txt);;All files (*)</source>
        <translation>Fichiers de paires (*.tsv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Load a pair file first (Load pairs…).</source>
        <translation>Chargez d’abord un fichier de paires (Charger des paires…).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&lt;b&gt;Stopped&lt;/b&gt; after %1 of the pairs of %2.</source>
        <translation>&lt;b&gt;Arrêté&lt;/b&gt; après %1 des paires de %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt; pairs of %2 patched.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; paires de %2 patchées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 change log P(correct) − log P(wrong) by more than %2 nats and are averaged; mean total effect %3 nats over them (%4 over all).</source>
        <translation>%1 changent log P(correct) − log P(faux) de plus de %2 nats et sont moyennées ; effet total moyen %3 nats sur celles-ci (%4 sur toutes).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The total effects are too small to rank the heads: fewer than %1 pairs change the pronoun choice by more than %2 nats, and a share of a smaller change is noise.</source>
        <translation>Les effets totaux sont trop faibles pour classer les têtes : moins de %1 paires changent le choix du pronom de plus de %2 nats, et une part d’un changement plus petit n’est que du bruit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>decoder self</source>
        <translation>auto-décodeur</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Largest mean: %1 layer %2, head %3, %4 [%5 to %6]; %7 heads (bold outline) with the whole 95 % interval above 0.</source>
        <translation>Plus grande moyenne : %1 couche %2, tête %3, %4 [%5 à %6] ; %7 têtes (contour gras) dont tout l’intervalle à 95 % est au-dessus de 0.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Intervals: 95 % bootstrap over the pairs, %1 resamples</source>
        <translation>Intervalles : bootstrap à 95 % sur les paires, %1 rééchantillonnages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped: %1</source>
        <translation>Ignorées : %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>line %1 (%2 / %3, total effect %5): &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>ligne %1 (%2 / %3, effet total %5) : &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;%1, layer %2, head %3&lt;/b&gt;, share of the total effect (nats) restored, pair by pair:</source>
        <translation>&lt;b&gt;%1, couche %2, tête %3&lt;/b&gt;, part de l’effet total (nats) rétablie, paire par paire :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no pair has a large enough total effect.</source>
        <translation>aucune paire n’a un effet total assez grand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention-based: the head finder does not measure decoder self-attention.</source>
        <translation>Fondé sur l’attention : le chercheur de têtes ne mesure pas l’auto-attention du décodeur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attention-based: not measured yet (run the head finder to compare).</source>
        <translation>Fondé sur l’attention : pas encore mesuré (lancez le chercheur de têtes pour comparer).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention-based: right on %1 % of %2 sentences (95 % interval %3–%4 %)</source>
        <translation>Fondé sur l’attention : juste sur %1 % de %2 phrases (intervalle à 95 % %3–%4 %)</translation>
    </message>
</context>
<context>
    <name>studio::HeatmapWidget</name>
    <message>
        <location filename="../app/studio/widgets/heatmap_widget.cpp" line="+314"/>
        <location line="+25"/>
        <location line="+356"/>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Nothing to show yet</source>
        <translation>Rien à afficher pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+232"/>
        <source>row</source>
        <translation>ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; #%2: &lt;code&gt;%3&lt;/code&gt;&lt;br&gt;&lt;b&gt;%4&lt;/b&gt; #%5: &lt;code&gt;%6&lt;/code&gt;&lt;br&gt;%7 = &lt;b&gt;%8&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; #%2&#xa0;: &lt;code&gt;%3&lt;/code&gt;&lt;br&gt;&lt;b&gt;%4&lt;/b&gt; #%5&#xa0;: &lt;code&gt;%6&lt;/code&gt;&lt;br&gt;%7 = &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;br&gt;&lt;i&gt;masked: a query cannot attend to later positions&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;masqué : une requête ne peut pas regarder les positions suivantes&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>studio::HistogramWidget</name>
    <message>
        <location filename="../app/studio/widgets/histogram_widget.cpp" line="+28"/>
        <source>Click a tensor to see its values</source>
        <translation>Cliquez sur un tenseur pour voir ses valeurs</translation>
    </message>
</context>
<context>
    <name>studio::IllustrationsView</name>
    <message>
        <location filename="../app/studio/views/illustrations_view.h" line="+25"/>
        <source>Illustrations</source>
        <translation>Illustrations</translation>
    </message>
</context>
<context>
    <name>studio::LabelSmoothingPanel</name>
    <message>
        <location filename="../app/studio/views/illustrations/label_smoothing_panel.cpp" line="+32"/>
        <source>Classes V, padding (id 0) included</source>
        <translation>Classes V, remplissage (id 0) compris</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ε: the probability mass taken from the true class (the paper: 0.1)</source>
        <translation>ε : la masse de probabilité retirée à la bonne classe (l’article : 0,1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The id of the correct next token</source>
        <translation>L’identifiant du bon jeton suivant</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Vocabulary size V:</source>
        <translation>Taille du vocabulaire V :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smoothing ε:</source>
        <translation>Lissage ε :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True class:</source>
        <translation>Bonne classe :</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>target probability</source>
        <translation>probabilité cible</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>0 (pad)</source>
        <translation>0 (remplissage)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (true)</source>
        <translation>%1 (correcte)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>class (token id)</source>
        <translation>classe (identifiant de jeton)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target probability q</source>
        <translation>probabilité cible q</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Label-smoothed target, V = %1, ε = %2</source>
        <translation>Cible lissée, V = %1, ε = %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;Instead of all of the probability on the true class, the loss aims at &lt;b&gt;1 − ε + ε/(V−1) = %1&lt;/b&gt; for the true class and &lt;b&gt;ε/(V−1) = %2&lt;/b&gt; for every other class; padding (id 0) gets &lt;b&gt;0&lt;/b&gt;. The sum is %3.&lt;/p&gt;&lt;p&gt;This hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU (section 5.4).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Au lieu de toute la probabilité sur la bonne classe, la perte vise &lt;b&gt;1 − ε + ε/(V−1) = %1&lt;/b&gt; pour la bonne classe et &lt;b&gt;ε/(V−1) = %2&lt;/b&gt; pour chaque autre classe ; le remplissage (id 0) reçoit &lt;b&gt;0&lt;/b&gt;. La somme vaut %3.&lt;/p&gt;&lt;p&gt;La perplexité en souffre, car le modèle apprend à être moins sûr, mais la précision et le BLEU s’améliorent (section 5.4).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/studio/views/illustrations/label_smoothing_panel.h" line="+24"/>
        <source>Label smoothing</source>
        <translation>Lissage des étiquettes</translation>
    </message>
</context>
<context>
    <name>studio::LessonOutline</name>
    <message>
        <location filename="../app/studio/shell/lesson_outline.cpp" line="+28"/>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sentence is cut into subword pieces from one vocabulary shared by both languages; each piece is a number, its id.</source>
        <translation>Une phrase est découpée en sous-mots tirés d’un vocabulaire commun aux deux langues ; chaque morceau est un nombre, son identifiant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translate a sentence and see its pieces</source>
        <translation>Traduire une phrase et voir ses morceaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embeddings and positional encoding</source>
        <translation>Plongements et encodage positionnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each id selects a row of the embedding matrix, multiplied by √d_model; a sinusoidal positional encoding is added so that word order is known (sections 3.4 and 3.5).</source>
        <translation>Chaque identifiant choisit une ligne de la matrice de plongement, multipliée par √d_model ; un encodage positionnel sinusoïdal est ajouté pour que l’ordre des mots soit connu (sections 3.4 et 3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Positional encoding</source>
        <translation>Encodage positionnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where they sit in the model</source>
        <translation>Leur place dans le modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention(Q, K, V) = softmax(QKᵀ/√d_k)·V: every query takes a weighted mix of the values, weighted by how well it matches each key (section 3.2.1).</source>
        <translation>Attention(Q, K, V) = softmax(QKᵀ/√d_k)·V : chaque requête prend un mélange pondéré des valeurs, selon sa correspondance avec chaque clé (section 3.2.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One forward pass, step by step, with real numbers</source>
        <translation>Une passe avant, pas à pas, avec les vrais nombres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder self-attention</source>
        <translation>Auto-attention de l’encodeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multi-head attention</source>
        <translation>Attention multi-tête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h heads attend side by side, each in d_k = d_model/h dimensions; their outputs are concatenated and projected (section 3.2.2). Heads learn different jobs.</source>
        <translation>h têtes opèrent côte à côte, chacune en d_k = d_model/h dimensions ; leurs sorties sont concaténées puis projetées (section 3.2.2). Les têtes apprennent des rôles différents.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every head of every layer</source>
        <translation>Chaque tête de chaque couche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which head finds a pronoun&apos;s antecedent?</source>
        <translation>Quelle tête trouve l’antécédent d’un pronom ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder, decoder and cross-attention</source>
        <translation>Encodeur, décodeur et attention croisée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N encoder layers read the source. Each decoder layer attends to the target so far (a causal mask hides later words), then to the encoder&apos;s output (cross-attention), then applies a feed-forward network (sections 3.1 and 3.2.3).</source>
        <translation>N couches d’encodeur lisent la source. Chaque couche du décodeur regarde la cible déjà produite (un masque causal cache les mots suivants), puis la sortie de l’encodeur (attention croisée), puis applique un réseau de propagation avant (sections 3.1 et 3.2.3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The architecture (Figure 1)</source>
        <translation>L’architecture (figure 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The causal mask</source>
        <translation>Le masque causal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder self-attention</source>
        <translation>Auto-attention du décodeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-attention</source>
        <translation>Attention croisée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training with warm-up and label smoothing</source>
        <translation>Entraînement avec échauffement et lissage des étiquettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam with a learning rate that warms up, then decays with the inverse square root of the step (section 5.3); targets smoothed with ε = 0.1 (section 5.4).</source>
        <translation>Adam avec un taux d’apprentissage qui s’échauffe puis décroît comme l’inverse de la racine carrée du pas (section 5.3) ; cibles lissées avec ε = 0,1 (section 5.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The learning-rate schedule</source>
        <translation>Le calendrier du taux d’apprentissage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label smoothing</source>
        <translation>Lissage des étiquettes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train a model</source>
        <translation>Entraîner un modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoding</source>
        <translation>Décodage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The decoder writes one token at a time, greedily or with beam search and a length penalty (section 6.1); each step&apos;s choice can be explained.</source>
        <translation>Le décodeur écrit un jeton à la fois, de façon gloutonne ou par recherche en faisceau avec pénalité de longueur (section 6.1) ; le choix de chaque étape peut être expliqué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translate and explain each step</source>
        <translation>Traduire et expliquer chaque étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model and its numbers</source>
        <translation>Le modèle et ses chiffres</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lesson outline</source>
        <translation>Plan de cours</translation>
    </message>
</context>
<context>
    <name>studio::LessonOutlineDialog</name>
    <message>
        <location filename="../app/studio/shell/lesson_outline_dialog.cpp" line="+12"/>
        <source>Lesson outline</source>
        <translation>Plan de cours</translation>
    </message>
</context>
<context>
    <name>studio::LivePlot</name>
    <message>
        <location filename="../app/studio/widgets/chart_live_plot.cpp" line="+328"/>
        <source>training time (hours, pauses excluded)</source>
        <translation>temps d&apos;entraînement (heures, pauses exclues)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>training time (minutes, pauses excluded)</source>
        <translation>temps d&apos;entraînement (minutes, pauses exclues)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>training time (seconds, pauses excluded)</source>
        <translation>temps d&apos;entraînement (secondes, pauses exclues)</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>%1 (raw %2)</source>
        <translation>%1 (brut %2)</translation>
    </message>
</context>
<context>
    <name>studio::MainWindow</name>
    <message>
        <location filename="../app/studio/shell/main_window.cpp" line="+64"/>
        <location line="+294"/>
        <source>Attention Studio</source>
        <translation>Attention Studio</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Loading model %1…</source>
        <translation>Chargement du modèle %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not open the model folder %1:
%2</source>
        <translation>Impossible d&apos;ouvrir le dossier de modèle %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Main</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open model folder…</source>
        <translation>&amp;Ouvrir un dossier de modèle…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a model folder (config.json, model.safetensors, tokenizer.model)</source>
        <translation>Charger un dossier de modèle (config.json, model.safetensors, tokenizer.model)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un modèle &amp;récent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a &amp;bundled model</source>
        <translation>Ouvrir un modèle &amp;fourni</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>(none found)</source>
        <translation>(aucun trouvé)</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>&amp;Save model as…</source>
        <translation>&amp;Enregistrer le modèle sous…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import Hugging Face MarianMT…</source>
        <translation>I&amp;mporter un modèle Hugging Face MarianMT…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Convert a Hugging Face MarianMT folder (e.g. Helsinki-NLP/opus-mt-en-de) into a model folder</source>
        <translation>Convertir un dossier Hugging Face MarianMT (p. ex. Helsinki-NLP/opus-mt-en-de) en dossier de modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export view as &amp;image (PNG/SVG)…</source>
        <translation>Exporter la vue en &amp;image (PNG/SVG)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save what this view shows as a PNG or SVG picture, e.g. for slides</source>
        <translation>Enregistrer le contenu de cette vue en image PNG ou SVG, p. ex. pour des diapositives</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export view &amp;data (CSV/JSON)…</source>
        <translation>Exporter les &amp;données de la vue (CSV/JSON)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the numbers behind this view as CSV or JSON</source>
        <translation>Enregistrer les valeurs numériques de cette vue en CSV ou JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy translation</source>
        <translation>&amp;Copier la traduction</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translation copied</source>
        <translation>Traduction copiée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Compute &amp;backend</source>
        <translation>&amp;Backend de calcul</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A real GPU through Vulkan when there is one, else the CPU</source>
        <translation>Un vrai GPU via Vulkan s&apos;il y en a un, sinon le CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eigen + OpenBLAS on the processor (the reference backend)</source>
        <translation>Eigen + OpenBLAS sur le processeur (le backend de référence)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vulkan compute shaders on the first Vulkan device</source>
        <translation>Shaders de calcul Vulkan sur le premier périphérique Vulkan</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lesson outline…</source>
        <translation>&amp;Plan de cours…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;The paper in this app…</source>
        <translation>L&apos;&amp;article dans cette application…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Attention Studio</source>
        <translation>À &amp;propos d&apos;Attention Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(none yet)</source>
        <translation>(aucun pour l&apos;instant)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear list</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Model: %1</source>
        <translation>Modèle&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No model</source>
        <translation>Aucun modèle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend: %1</source>
        <translation>Backend&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Working…</source>
        <translation>Traitement…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Loading model…</source>
        <translation>Chargement du modèle…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no view to export.</source>
        <translation>Il n&apos;y a aucune vue à exporter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown export format &quot;%1&quot;: use .png, .svg, .csv or .json</source>
        <translation>Format d&apos;exportation inconnu «&#xa0;%1&#xa0;»&#xa0;: utilisez .png, .svg, .csv ou .json</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export view as image</source>
        <translation>Exporter la vue en image</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>Image PNG (*.png);;Image vectorielle SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Export view data</source>
        <translation>Exporter les données de la vue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tableau CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open model folder</source>
        <translation>Ouvrir un dossier de modèle</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Attention Studio</source>
        <translation>À propos d&apos;Attention Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Train or load a Transformer translation model (Vaswani et al., 2017, “Attention Is All You Need”) and see inside it: every layer and head, positional encodings, the learning-rate schedule and training curves.&lt;/p&gt;&lt;p&gt;Compute backends: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Entraînez ou chargez un modèle de traduction Transformer (Vaswani et al., 2017, «&#xa0;Attention Is All You Need&#xa0;») et explorez-le&#xa0;: chaque couche et chaque tête d&apos;attention, les encodages positionnels, la planification du taux d&apos;apprentissage et les courbes d&apos;entraînement.&lt;/p&gt;&lt;p&gt;Backends de calcul&#xa0;: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The paper in this app</source>
        <translation>L&apos;article dans cette application</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Translate&lt;/b&gt;: the encoder-decoder attention of the decoder (section 3.2.3) is the alignment between target and source tokens.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Attention&lt;/b&gt;: every layer and head of multi-head attention (section 3.2.2): Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V. Rows are queries, columns are keys.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Positional encoding&lt;/b&gt;: the sinusoids of section 3.5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Training&lt;/b&gt;: Adam with the warm-up schedule of section 5.3, label smoothing and dropout of section 5.4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Traduire&lt;/b&gt;&#xa0;: l&apos;attention encodeur-décodeur du décodeur (section 3.2.3) est l&apos;alignement entre les jetons cibles et les jetons sources.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Attention&lt;/b&gt;&#xa0;: chaque couche et chaque tête de l&apos;attention multi-têtes (section 3.2.2)&#xa0;: Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V. Les lignes sont les requêtes, les colonnes les clés.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Encodage positionnel&lt;/b&gt;&#xa0;: les sinusoïdes de la section 3.5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Entraînement&lt;/b&gt;&#xa0;: Adam avec le préchauffage de la section 5.3, le lissage des étiquettes et le dropout de la section 5.4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Training is running</source>
        <translation>Entraînement en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A model is training. Stop it and close? The last checkpoint is kept.</source>
        <translation>Un modèle est en cours d&apos;entraînement. L&apos;arrêter et fermer&#xa0;? Le dernier point de contrôle est conservé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping the training, then closing…</source>
        <translation>Arrêt de l&apos;entraînement, puis fermeture…</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>Looking for models…</source>
        <translation>Recherche des modèles…</translation>
    </message>
</context>
<context>
    <name>studio::ModelInfoView</name>
    <message>
        <location filename="../app/studio/views/model_info_view.cpp" line="+62"/>
        <source>%1 · command line: %2</source>
        <translation>%1 · ligne de commande&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Derived: d_model / n_heads</source>
        <translation>Dérivé&#xa0;: d_model / n_heads</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>d_k = d_v per head</source>
        <translation>d_k = d_v par tête</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Encoder layer %1</source>
        <translation>Couche d&apos;encodeur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decoder layer %1</source>
        <translation>Couche de décodeur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final layer norms</source>
        <translation>Normalisations de couche finales</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learned positions</source>
        <translation>Positions apprises</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output projection</source>
        <translation>Projection de sortie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embeddings (shared with the output projection)</source>
        <translation>Plongements (partagés avec la projection de sortie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embeddings</source>
        <translation>Plongements</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layer norms</source>
        <translation>normalisations de couche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>encoder-decoder attention</source>
        <translation>attention encodeur-décodeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>self-attention</source>
        <translation>auto-attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>feed-forward network</source>
        <translation>réseau feed-forward</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Open model folder…</source>
        <translation>Ouvrir un dossier de modèle…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a model folder: config.json, model.safetensors and tokenizer.model</source>
        <translation>Charger un dossier de modèle&#xa0;: config.json, model.safetensors et tokenizer.model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save model as…</source>
        <translation>Enregistrer le modèle sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the loaded model to a new folder (atomic writes)</source>
        <translation>Écrire le modèle chargé dans un nouveau dossier (écritures atomiques)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting</source>
        <translation>Réglage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In the paper&apos;s terms</source>
        <translation>Dans les termes de l&apos;article</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Block</source>
        <translation>Bloc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for compute devices…</source>
        <translation>Recherche des périphériques de calcul…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tensor</source>
        <translation>Tenseur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dtype</source>
        <translation>dtype</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every weight tensor of model.safetensors; click one for its histogram</source>
        <translation>Chaque tenseur de poids de model.safetensors ; cliquez sur l’un d’eux pour voir son histogramme</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Tensors</source>
        <translation>Tenseurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training history</source>
        <translation>Historique d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The model described here is still loaded.</source>
        <translation>Le modèle décrit ici reste chargé.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>&lt;b&gt;%1&lt;/b&gt; [%2] · min %3 · max %4 · mean %5 · std %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; [%2] · min %3 · max %4 · moyenne %5 · écart type %6</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Available:&lt;br&gt;%1&lt;br&gt;Selected in the settings: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Disponibles&#xa0;:&lt;br&gt;%1&lt;br&gt;Sélectionné dans les réglages&#xa0;: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Parameters per block</source>
        <translation>Paramètres par bloc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute backends</source>
        <translation>Backends de calcul</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Loading %1…</source>
        <translation>Chargement de %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not load %1: %2</source>
        <translation>Impossible de charger %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not list devices: %1</source>
        <translation>Impossible de lister les périphériques&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>CPU kernels:&lt;br&gt;%1</source>
        <translation>Noyaux CPU&#xa0;:&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No model loaded. Open a model folder, or train one in the Training view.</source>
        <translation>Aucun modèle chargé. Ouvrez un dossier de modèle ou entraînez-en un dans la vue Entraînement.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 parameters · %3 + %4 layers · d_model %5 · %6 heads · vocabulary %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 paramètres · %3 + %4 couches · d_model %5 · %6 têtes d&apos;attention · vocabulaire %7</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Total (tied matrices once)</source>
        <translation>Total (matrices liées comptées une fois)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This folder has no train_log.csv (no training history stored).</source>
        <translation>Ce dossier ne contient pas de train_log.csv (aucun historique d&apos;entraînement enregistré).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss (nats/token)</source>
        <translation>perte (nats/jeton)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>train loss (label-smoothed)</source>
        <translation>perte d&apos;entraînement (avec lissage des étiquettes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation loss</source>
        <translation>perte de validation</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n logged step(s) from train_log.csv</source>
        <translation>
            <numerusform>%n pas enregistré dans train_log.csv</numerusform>
            <numerusform>%n pas enregistrés dans train_log.csv</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open model folder</source>
        <translation>Ouvrir un dossier de modèle</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save model into folder</source>
        <translation>Enregistrer le modèle dans un dossier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no model to save.</source>
        <translation>Il n&apos;y a aucun modèle à enregistrer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saving the model to %1…</source>
        <translation>Enregistrement du modèle dans %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Model saved to %1</source>
        <translation>Modèle enregistré dans %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save the model to %1: %2</source>
        <translation>Impossible d&apos;enregistrer le modèle dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No model is loaded.</source>
        <translation>Aucun modèle n&apos;est chargé.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/model_info_view.h" line="+36"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
</context>
<context>
    <name>studio::ModelPicker</name>
    <message>
        <location filename="../app/studio/widgets/model_picker.cpp" line="+28"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model every view looks at: a bundled model or one you opened recently</source>
        <translation>Le modèle qu&apos;affichent toutes les vues : un modèle fourni ou un modèle ouvert récemment</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Bundled models</source>
        <translation>Modèles fournis</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Recent models</source>
        <translation>Modèles récents</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>This model has no model card (README.md).</source>
        <translation>Ce modèle n&apos;a pas de fiche de modèle (README.md).</translation>
    </message>
</context>
<context>
    <name>studio::NoamSchedulePanel</name>
    <message>
        <location filename="../app/studio/views/illustrations/noam_schedule_panel.cpp" line="+35"/>
        <source>Learning rate over training steps</source>
        <translation>Taux d’apprentissage au fil des pas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>learning rate</source>
        <translation>taux d’apprentissage</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The steps the curves are drawn over</source>
        <translation>Les pas sur lesquels les courbes sont tracées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add curve</source>
        <translation>Ajouter une courbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove selected</source>
        <translation>Retirer la sélection</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;lr = d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;The rate grows linearly for the first &lt;i&gt;warmup&lt;/i&gt; steps, peaks at step = warmup with lr = (d&lt;sub&gt;model&lt;/sub&gt; · warmup)&lt;sup&gt;−0.5&lt;/sup&gt;, then decays with the inverse square root of the step (section 5.3; the paper used warmup = 4000).&lt;/p&gt;</source>
        <translation>&lt;p&gt;lr = d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;Le taux croît linéairement pendant les &lt;i&gt;warmup&lt;/i&gt; premiers pas, culmine à step = warmup avec lr = (d&lt;sub&gt;model&lt;/sub&gt; · warmup)&lt;sup&gt;−0.5&lt;/sup&gt;, puis décroît comme l’inverse de la racine carrée du pas (section 5.3 ; l’article utilisait warmup = 4000).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d_model:</source>
        <translation>d_model :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warm-up steps:</source>
        <translation>Pas d’échauffement :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps shown:</source>
        <translation>Pas affichés :</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>d_model = %1, warm-up = %2</source>
        <translation>d_model = %1, échauffement = %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1
    peak %2 at step %3</source>
        <translation>%1
    pic %2 au pas %3</translation>
    </message>
    <message>
        <location filename="../app/studio/views/illustrations/noam_schedule_panel.h" line="+25"/>
        <source>Learning-rate schedule</source>
        <translation>Calendrier du taux d’apprentissage</translation>
    </message>
</context>
<context>
    <name>studio::PositionalEncodingView</name>
    <message>
        <location filename="../app/studio/views/pe_view.cpp" line="+73"/>
        <source>Encoding</source>
        <translation>Encodage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sinusoidal formula</source>
        <translation>Formule sinusoïdale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The paper&apos;s fixed encoding (section 3.5): every dimension is a sinusoid of the position, with wavelengths forming a geometric progression from 2π to base·2π.</source>
        <translation>L&apos;encodage fixe de l&apos;article (section 3.5)&#xa0;: chaque dimension est une sinusoïde de la position, dont les longueurs d&apos;onde forment une progression géométrique de 2π à base·2π.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This model&apos;s learned positions</source>
        <translation>Positions apprises par ce modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+223"/>
        <source>Load a model trained with learned positional embeddings (Table 3, row E) to compare its position table with the sinusoids.</source>
        <translation>Chargez un modèle entraîné avec des plongements positionnels appris (tableau 3, ligne E) pour comparer sa table de positions aux sinusoïdes.</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Interleaved sin/cos (paper)</source>
        <translation>sin/cos entrelacés (article)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sin half, cos half (Marian)</source>
        <translation>Moitié sin, moitié cos (Marian)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the sine and cosine of each frequency go. The paper interleaves them (even dimensions sin, odd cos); Marian/OPUS-MT models put all sines first and all cosines in the second half. Both carry the same information.</source>
        <translation>Où placer le sinus et le cosinus de chaque fréquence. L&apos;article les entrelace (dimensions paires sin, impaires cos)&#xa0;; les modèles Marian/OPUS-MT placent tous les sinus dans la première moitié et tous les cosinus dans la seconde. Les deux portent la même information.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>d_model: the width of the embeddings. The encoding has the same dimension so that the two can be summed (section 3.5). Dimension pair (2i, 2i+1) uses the frequency 1/base^(2i/d_model).</source>
        <translation>d_model&#xa0;: la largeur des plongements. L&apos;encodage a la même dimension pour que les deux puissent être additionnés (section 3.5). La paire de dimensions (2i, 2i+1) utilise la fréquence 1/base^(2i/d_model).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many positions (0 … n−1) to draw.</source>
        <translation>Nombre de positions (0 … n−1) à tracer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The base of the wavelengths (10000 in the paper): the longest wavelength is base·2π positions, far longer than any sentence, so no two positions get the same code.</source>
        <translation>La base des longueurs d&apos;onde (10000 dans l&apos;article)&#xa0;: la plus grande longueur d&apos;onde vaut base·2π positions, bien plus que n&apos;importe quelle phrase, si bien que deux positions n&apos;ont jamais le même code.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dimensions to draw as waves, separated by commas (at most %1). Low dimensions oscillate fast, high dimensions slowly: together they spell the position like the digits of a number.</source>
        <translation>Dimensions à tracer sous forme d&apos;ondes, séparées par des virgules (%1 au maximum). Les dimensions basses oscillent vite, les hautes lentement&#xa0;: ensemble, elles écrivent la position comme les chiffres d&apos;un nombre.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Layout:</source>
        <translation>&amp;Agencement&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;d_model:</source>
        <translation>&amp;d_model&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Positions:</source>
        <translation>&amp;Positions&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Base:</source>
        <translation>&amp;Base&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;imensions:</source>
        <translation>D&amp;imensions&#xa0;:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Positional encoding waves</source>
        <translation>Ondes de l&apos;encodage positionnel</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+178"/>
        <source>position (pos)</source>
        <translation>position (pos)</translation>
    </message>
    <message>
        <location line="-178"/>
        <source>PE(pos, dim)</source>
        <translation>PE(pos, dim)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each curve is one dimension of the encoding as a function of the position. Sine and cosine of the same frequency form a pair, so PE(pos+k) is a rotation of PE(pos): a linear function of it, which the paper hypothesised lets attention use relative positions.</source>
        <translation>Chaque courbe est une dimension de l&apos;encodage en fonction de la position. Le sinus et le cosinus d&apos;une même fréquence forment une paire, donc PE(pos+k) est une rotation de PE(pos)&#xa0;: une fonction linéaire de celui-ci, ce qui, selon l&apos;hypothèse de l&apos;article, permet à l&apos;attention d&apos;exploiter les positions relatives.</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>dimension</source>
        <translation>dimension</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PE value</source>
        <translation>valeur de PE</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>The whole encoding: one row per position, one column per dimension. The vector added to the embedding of a token at position pos is row pos. Fast stripes on the left, slow on the right.</source>
        <translation>L&apos;encodage complet&#xa0;: une ligne par position, une colonne par dimension. Le vecteur ajouté au plongement d&apos;un jeton à la position pos est la ligne pos. Bandes rapides à gauche, lentes à droite.</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>PE(p)·PE(q)</source>
        <translation>PE(p)·PE(q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position p</source>
        <translation>position p</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>position q</source>
        <translation>position q</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Dot products PE(p)·PE(q). For the sinusoids they depend only on the distance p−q (a band along the diagonal) and fall off with it: nearby positions look alike, distant ones do not.</source>
        <translation>Produits scalaires PE(p)·PE(q). Pour les sinusoïdes, ils ne dépendent que de la distance p−q (une bande le long de la diagonale) et diminuent quand elle augmente&#xa0;: les positions proches se ressemblent, les éloignées non.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Show the %1 × %2 position table this model learned (Table 3, row E), drawn like the formula.</source>
        <translation>Afficher la table de positions %1 × %2 apprise par ce modèle (tableau 3, ligne E), tracée comme la formule.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>dim %1 (learned)</source>
        <translation>dim %1 (apprise)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dim %1 (%2, wavelength %3)</source>
        <translation>dim %1 (%2, longueur d&apos;onde %3)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;b&gt;Learned positions:&lt;/b&gt; row &lt;i&gt;pos&lt;/i&gt; of a learned %1 × %2 table is added to the embedding of the token at position &lt;i&gt;pos&lt;/i&gt;. The paper found this gives nearly identical results to the sinusoids (Table 3, row E) but cannot extrapolate to positions beyond the table.</source>
        <translation>&lt;b&gt;Positions apprises&#xa0;:&lt;/b&gt; la ligne &lt;i&gt;pos&lt;/i&gt; d&apos;une table apprise de %1 × %2 est ajoutée au plongement du jeton à la position &lt;i&gt;pos&lt;/i&gt;. Selon l&apos;article, cela donne des résultats presque identiques aux sinusoïdes (tableau 3, ligne E), mais ne permet pas d&apos;extrapoler à des positions au-delà de la table.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source: %1</source>
        <translation>Source&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PE(&lt;i&gt;pos&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, %2/2 + &lt;i&gt;i&lt;/i&gt;) = cos(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; for 0 ≤ &lt;i&gt;i&lt;/i&gt; &lt; %2/2</source>
        <translation>PE(&lt;i&gt;pos&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, %2/2 + &lt;i&gt;i&lt;/i&gt;) = cos(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; pour 0 ≤ &lt;i&gt;i&lt;/i&gt; &lt; %2/2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1) = cos(&lt;i&gt;pos&lt;/i&gt; / %1)</source>
        <translation>PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1) = cos(&lt;i&gt;pos&lt;/i&gt; / %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wavelengths grow geometrically from 2π ≈ 6.3 positions (dimensions 0 and 1) to %1·2π ≈ %2 positions (the last pair); see section 3.5.</source>
        <translation>Les longueurs d&apos;onde croissent géométriquement de 2π ≈ 6,3 positions (dimensions 0 et 1) à %1·2π ≈ %2 positions (dernière paire)&#xa0;; voir la section 3.5.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Learned position embeddings, chosen dimensions</source>
        <translation>Plongements positionnels appris, dimensions choisies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positional encoding waves, d_model = %1</source>
        <translation>Ondes de l&apos;encodage positionnel, d_model = %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Learned position table (%1 × %2)</source>
        <translation>Table de positions apprise (%1 × %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PE matrix (%1 positions × %2 dimensions)</source>
        <translation>Matrice PE (%1 positions × %2 dimensions)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Position similarity PE(p)·PE(q)</source>
        <translation>Similarité des positions PE(p)·PE(q)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>There is no positional encoding to export.</source>
        <translation>Il n&apos;y a aucun encodage positionnel à exporter.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/pe_view.h" line="+39"/>
        <source>Positional encoding</source>
        <translation>Encodage positionnel</translation>
    </message>
</context>
<context>
    <name>studio::PresenterMode</name>
    <message>
        <location filename="../app/studio/shell/presenter_mode.cpp" line="+96"/>
        <source>Next step or view (clicker)</source>
        <translation>Étape ou vue suivante (télécommande)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Previous step or view (clicker)</source>
        <translation>Étape ou vue précédente (télécommande)</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Presenter mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Full screen, large text and a high-contrast palette, for teaching on a projector</source>
        <translation>Plein écran, grand texte et palette à fort contraste, pour enseigner au vidéoprojecteur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave presenter mode</source>
        <translation>Quitter le mode présentation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Text size</source>
        <translation>&amp;Taille du texte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Next view</source>
        <translation>Vue &amp;suivante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;revious view</source>
        <translation>Vue &amp;précédente</translation>
    </message>
</context>
<context>
    <name>studio::ProbeView</name>
    <message>
        <location filename="../app/studio/views/probe_view.cpp" line="+47"/>
        <source>Words: pieces of an attended word summed, pieces of an attending word averaged, so every row sums to 1. Cross-attention is read at the decoding step that predicts the pronoun.</source>
        <translation>Mots&#xa0;: sous-mots d&apos;un mot regardé additionnés, sous-mots d&apos;un mot qui regarde moyennés, donc la somme de chaque ligne vaut 1. L&apos;attention croisée est lue à l&apos;étape de décodage qui prédit le pronom.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>L%1 H%2</source>
        <translation>C%1 T%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scoring item %1 of %2…</source>
        <translation>Évaluation de l&apos;exemple %1 sur %2…</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>Running the model…</source>
        <translation>Exécution du modèle…</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source sentence (English)…</source>
        <translation>Phrase source (anglais)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Candidate translations, one a line; the first is the one you expect to be right. Leave empty to swap the pronoun in the model&apos;s own translation.</source>
        <translation>Traductions candidates, une par ligne&#xa0;; la première est celle que vous attendez comme correcte. Laissez vide pour remplacer le pronom dans la traduction propre du modèle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each candidate is scored by forced decoding: log P(candidate | source), the sum of its tokens&apos; log P (end of sentence included).</source>
        <translation>Chaque candidat est évalué par décodage forcé&#xa0;: log P(candidat | source), la somme des log P de ses jetons (fin de phrase comprise).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The German pronoun in the first candidate that the generator swaps.</source>
        <translation>Le pronom allemand du premier candidat que le générateur remplace.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>case: automatic</source>
        <translation>cas&#xa0;: automatique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominative: er / sie / es</source>
        <translation>nominatif&#xa0;: er / sie / es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accusative: ihn / sie / es</source>
        <translation>accusatif&#xa0;: ihn / sie / es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dative: ihm / ihr</source>
        <translation>datif&#xa0;: ihm / ihr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic: ihn is accusative, ihm and ihr dative, er nominative; sie and es are nominative unless an accusative preposition (für, durch, gegen, ohne, um) comes right before them.</source>
        <translation>Automatique&#xa0;: ihn est à l&apos;accusatif, ihm et ihr au datif, er au nominatif&#xa0;; sie et es sont au nominatif, sauf si une préposition régissant l&apos;accusatif (für, durch, gegen, ohne, um) les précède immédiatement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the pronoun</source>
        <translation>Remplacer le pronom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the candidates with the first one&apos;s pronoun in every form of its case.</source>
        <translation>Remplacer les candidats par le premier, avec son pronom sous chaque forme de son cas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose forced decoding the attention maps below come from.</source>
        <translation>Le candidat dont le décodage forcé fournit les cartes d&apos;attention ci-dessous.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source word whose encoder self-attention row is shown.</source>
        <translation>Le mot source dont la ligne d&apos;auto-attention de l&apos;encodeur est affichée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+307"/>
        <source>Type a sentence, and candidates or none.</source>
        <translation>Saisissez une phrase, et des candidats ou aucun.</translation>
    </message>
    <message>
        <location line="-297"/>
        <source>Source:</source>
        <translation>Source&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidates:</source>
        <translation>Candidats&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pronoun:</source>
        <translation>Pronom&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attention of:</source>
        <translation>Attention de&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source word:</source>
        <translation>Mot source&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Load items…</source>
        <translation>Charger des exemples…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tab-separated file: the source, the correct translation, then one or more wrong ones, one item a line. A line “# group: NAME” labels the items after it; other lines starting with # are comments.</source>
        <translation>Un fichier séparé par des tabulations&#xa0;: la source, la traduction correcte, puis une ou plusieurs incorrectes, un exemple par ligne. Une ligne «&#xa0;# group: NAME&#xa0;» étiquette les exemples qui la suivent&#xa0;; les autres lignes commençant par # sont des commentaires.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load the bundled example set</source>
        <translation>Charger le jeu d&apos;exemples fourni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>English it / he / she / they whose German pronoun follows the antecedent&apos;s grammatical gender, written by the Attention Studio team.</source>
        <translation>Phrases anglaises avec it / he / she / they dont le pronom allemand suit le genre grammatical de l&apos;antécédent, rédigées par l&apos;équipe d&apos;Attention Studio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load the “it” families set</source>
        <translation>Charger le jeu des familles de « it »</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>English “it” grouped by the reasoning its German pronoun needs: a pleonastic “it” (es), one possible antecedent, two nouns where the meaning decides, and the same nouns trading places.</source>
        <translation>« it » anglais regroupé selon le raisonnement qu&apos;exige son pronom allemand : un « it » explétif (es), un seul antécédent possible, deux noms entre lesquels le sens décide, et les mêmes noms échangeant leurs places.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a file of contrastive items to score them all.</source>
        <translation>Chargez un fichier d&apos;exemples contrastifs pour les évaluer tous.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Right: the correct translation has the highest log P. Margin: its log P minus the best wrong one&apos;s (negative: the model prefers a wrong one).</source>
        <translation>Correct&#xa0;: la traduction correcte a le log P le plus élevé. Marge&#xa0;: son log P moins celui de la meilleure incorrecte (négative&#xa0;: le modèle préfère une traduction incorrecte).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Lowest margin first. Double-click or press Enter to open an item in the probe.</source>
        <translation>Marge la plus faible en premier. Double-cliquez ou appuyez sur Entrée pour ouvrir un exemple dans la sonde.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load contrastive items</source>
        <translation>Charger des exemples contrastifs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive items (*.tsv *.txt);;All files (*)</source>
        <translation>Exemples contrastifs (*.tsv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>“%1” (word %2)</source>
        <translation>«&#xa0;%1&#xa0;» (mot %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The first candidate has no German pronoun to swap.</source>
        <translation>Le premier candidat ne contient aucun pronom allemand à remplacer.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 candidates scored in %2 ms.</source>
        <translation>%1 candidats évalués en %2 ms.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated from the model&apos;s own translation “%1”.</source>
        <translation>Générés à partir de la traduction propre du modèle «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1. log P %2 · %3</source>
        <translation>%1. log P %2 · %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>candidate %1 (the model&apos;s own)</source>
        <translation>candidat %1 (traduction propre du modèle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <source>candidate %1</source>
        <translation>candidat %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Only one candidate: nothing to compare. Add a second one or swap the pronoun.</source>
        <translation>Un seul candidat&#xa0;: rien à comparer. Ajoutez-en un deuxième ou remplacez le pronom.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>decoder layer · head</source>
        <translation>couche du décodeur · tête</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+13"/>
        <source>source words</source>
        <translation>mots source</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Cross-attention at the step choosing “%1” (candidate %2)</source>
        <translation>Attention croisée à l&apos;étape qui choisit «&#xa0;%1&#xa0;» (candidat %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cross-attention: no differing word or pronoun in candidate %1</source>
        <translation>Attention croisée&#xa0;: aucun mot différent ni pronom dans le candidat %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>encoder layer · head</source>
        <translation>couche de l&apos;encodeur · tête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder self-attention from “%1”</source>
        <translation>Auto-attention de l&apos;encodeur depuis «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the items: %1</source>
        <translation>Impossible de lire les exemples&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scoring %1 items from %2…</source>
        <translation>Évaluation de %1 exemples de %2…</translation>
    </message>
    <message>
        <location line="-401"/>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Correct</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>Exactitude</translation>
    </message>
    <message>
        <location line="+306"/>
        <source>The model prefers &lt;b&gt;candidate %1&lt;/b&gt; “%2” (log P %3). Margin over the second best (candidate %4): &lt;b&gt;%5&lt;/b&gt;.</source>
        <translation>Le modèle préfère le &lt;b&gt;candidat %1&lt;/b&gt; «&#xa0;%2&#xa0;» (log P %3). Marge sur le deuxième meilleur (candidat %4)&#xa0;: &lt;b&gt;%5&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Candidate %1 is the model&apos;s own translation; %2 swap its pronoun. Its own minus the best swap: &lt;b&gt;%3&lt;/b&gt;, so %4 No candidate is marked as the right one: type the candidates, the right one first, to test whether the model is right.</source>
        <translation>Le candidat %1 est la traduction propre du modèle&#xa0;; pronom remplacé&#xa0;: %2. Sa propre traduction moins le meilleur remplacement&#xa0;: &lt;b&gt;%3&lt;/b&gt;, donc %4 Aucun candidat n&apos;est marqué comme correct&#xa0;: saisissez les candidats, le correct en premier, pour tester si le modèle a raison.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>candidates %1</source>
        <translation>candidats %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model keeps its own choice.</source>
        <translation>le modèle garde son propre choix.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a swap scores higher than what it said.</source>
        <translation>un remplacement obtient un score plus élevé que ce que le modèle a dit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None of the candidates is the model&apos;s own translation, and none is marked as the right one.</source>
        <translation>Aucun des candidats n&apos;est la traduction propre du modèle, et aucun n&apos;est marqué comme correct.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Candidate 1 (the first line, the one you expect) minus the best other: &lt;b&gt;%1&lt;/b&gt;, so the expected one %2.</source>
        <translation>Candidat 1 (la première ligne, celui que vous attendez) moins le meilleur des autres&#xa0;: &lt;b&gt;%1&lt;/b&gt;, donc le candidat attendu %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wins</source>
        <translation>l&apos;emporte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses</source>
        <translation>perd</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The bundled example set (contrast/%1) was not found.</source>
        <translation>Le jeu d&apos;exemples fourni (contrast/%1) est introuvable.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>All items</source>
        <translation>Tous les exemples</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cancelled after %1 of %2 items of %3; showing those.</source>
        <translation>Annulé après %1 exemples sur %2 de %3&#xa0;; ceux-ci sont affichés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 items scored. Double-click an item to open it in the probe.</source>
        <translation>%1&#xa0;: %2 exemples évalués. Double-cliquez sur un exemple pour l&apos;ouvrir dans la sonde.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>There are no scored items to export yet: load a file of items first.</source>
        <translation>Aucun exemple évalué à exporter pour l&apos;instant&#xa0;: chargez d&apos;abord un fichier d&apos;exemples.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to export yet: type a sentence first.</source>
        <translation>Rien à exporter pour l&apos;instant&#xa0;: saisissez d&apos;abord une phrase.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to export yet: type a sentence or load a file of items first.</source>
        <translation>Rien à exporter pour l&apos;instant&#xa0;: saisissez d&apos;abord une phrase ou chargez un fichier d&apos;exemples.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/probe_view.h" line="+48"/>
        <source>Probe</source>
        <translation>Sonde</translation>
    </message>
    <message>
        <location filename="../app/studio/views/probe_view.cpp" line="-602"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attribution</source>
        <translation>Attribution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which source and target-prefix tokens the choice of the differing word depends on: gradient attribution, by default of log P(this word) − log P(the other candidate&apos;s word).</source>
        <translation>De quels jetons de la source et du préfixe cible dépend le choix du mot qui diffère : attribution par gradient, par défaut de log P(ce mot) − log P(le mot de l’autre candidat).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Score candidates that differ in a word (or hold a pronoun) to attribute the model&apos;s choice of it.</source>
        <translation>Évaluez des candidats qui diffèrent par un mot (ou contiennent un pronom) pour attribuer le choix du modèle.</translation>
    </message>
</context>
<context>
    <name>studio::PruningCurveChart</name>
    <message>
        <location filename="../app/studio/widgets/pruning_curve_chart.cpp" line="+55"/>
        <source>Pruning curve: BLEU as heads are switched off</source>
        <translation>Courbe d’élagage : le BLEU à mesure que les têtes s’éteignent</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>least important first</source>
        <translation>les moins importantes d’abord</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random order</source>
        <translation>ordre aléatoire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>heads switched off (%)</source>
        <translation>têtes éteintes (%)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
</context>
<context>
    <name>studio::TokenAttributionBar</name>
    <message>
        <location filename="../app/studio/widgets/token_attribution_bar.cpp" line="+90"/>
        <source>%1 “%2” (position %3)
%4: %5</source>
        <translation>%1 « %2 » (position %3)
%4 : %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
L2 norm over the embedding: %1</source>
        <translation>
norme L2 sur le plongement : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1 % of the largest magnitude shown</source>
        <translation>
%1 % de la plus grande amplitude affichée</translation>
    </message>
</context>
<context>
    <name>studio::TrainingView</name>
    <message>
        <location filename="../app/studio/views/training/training_settings_form.cpp" line="+60"/>
        <source>✓ %1 training pairs</source>
        <translation>✓ %1 paires d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+606"/>
        <source>Give both validation files (source and target), or neither.</source>
        <translation>Indiquez les deux fichiers de validation (source et cible), ou aucun.</translation>
    </message>
    <message>
        <location line="-647"/>
        <source>, %1 validation pairs</source>
        <translation>, %1 paires de validation</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>✓ %1 training pairs from %2 file pairs</source>
        <translation>✓ %1 paires d&apos;entraînement issues de %2 paires de fichiers</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Built-in toy task</source>
        <translation>Tâche jouet intégrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel corpus: source and target files</source>
        <translation>Corpus parallèle&#xa0;: fichiers source et cible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel corpus: one tab-separated file</source>
        <translation>Corpus parallèle&#xa0;: un fichier séparé par des tabulations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Toy tasks are generated on the fly and train in minutes; their correct attention is known exactly. A corpus is one sentence per line, line-aligned, plain text or gzip, UTF-8.</source>
        <translation>Les tâches jouets sont générées à la volée et s&apos;entraînent en quelques minutes&#xa0;; leur attention correcte est connue exactement. Un corpus contient une phrase par ligne, alignée ligne à ligne, en texte brut ou gzip, UTF-8.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>copy</source>
        <translation>copier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reverse</source>
        <translation>inverser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sort</source>
        <translation>trier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shift (s&lt;k&gt; → s&lt;k+1&gt;)</source>
        <translation>décaler (s&lt;k&gt; → s&lt;k+1&gt;)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copy and shift attend along the diagonal, reverse along the anti-diagonal, sort to wherever the next smallest symbol is.</source>
        <translation>Copier et décaler portent l&apos;attention le long de la diagonale, inverser le long de l&apos;anti-diagonale, trier vers le prochain plus petit symbole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training pairs generated.</source>
        <translation>Nombre de paires d&apos;entraînement générées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symbols s0 … s(n−1).</source>
        <translation>Symboles s0 … s(n−1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortest sentence, in symbols.</source>
        <translation>Phrase la plus courte, en symboles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest sentence, in symbols.</source>
        <translation>Phrase la plus longue, en symboles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task:</source>
        <translation>Tâche&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairs:</source>
        <translation>Paires&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alphabet:</source>
        <translation>Alphabet&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>Longueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. train.en</source>
        <translation>p. ex. train.en</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. train.de</source>
        <translation>p. ex. train.de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>Source&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+87"/>
        <source>Choose the source file</source>
        <translation>Choisir le fichier source</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Target:</source>
        <translation>Cible&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Choose the target file</source>
        <translation>Choisir le fichier cible</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>More pairs:</source>
        <translation>Autres paires&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>source&lt;TAB&gt;target per line</source>
        <translation>source&lt;TAB&gt;cible par ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File:</source>
        <translation>Fichier&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the tab-separated file</source>
        <translation>Choisir le fichier séparé par des tabulations</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joint BPE vocabulary for source and target (SentencePiece). The paper used about 37000 shared pieces for English–German.</source>
        <translation>Vocabulaire BPE commun à la source et à la cible (SentencePiece). L&apos;article utilisait environ 37000 sous-mots partagés pour l&apos;anglais–allemand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Validation source:</source>
        <translation>Source de validation&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the validation source file</source>
        <translation>Choisir le fichier source de validation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation target:</source>
        <translation>Cible de validation&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the validation target file</source>
        <translation>Choisir le fichier cible de validation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary:</source>
        <translation>Vocabulaire&#xa0;:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>File pairs trained on together with the one above, as one corpus (the vocabulary is made from all of them).</source>
        <translation>Paires de fichiers utilisées pour l&apos;entraînement avec celle du dessus, comme un seul corpus (le vocabulaire est construit à partir de toutes).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add pair…</source>
        <translation>Ajouter une paire…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another source file and its target file.</source>
        <translation>Choisir un autre fichier source et son fichier cible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add every NAME.train.LANG pair of a folder (plain or .gz), e.g. the tatoeba, news and europarl sets that data/general advises training on together.</source>
        <translation>Ajouter chaque paire NAME.train.LANG d&apos;un dossier (texte ou .gz), p. ex. les jeux tatoeba, news et europarl que data/general conseille d&apos;utiliser ensemble pour l&apos;entraînement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected pair from the list.</source>
        <translation>Retirer la paire sélectionnée de la liste.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a folder of training sets</source>
        <translation>Choisir un dossier de jeux d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds no NAME.train.LANG files in two languages.</source>
        <translation>%1 ne contient aucun fichier NAME.train.LANG en deux langues.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>toy — seconds per task</source>
        <translation>toy — quelques secondes par tâche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiny — 3 layers, d_model 256</source>
        <translation>tiny — 3 couches, d_model 256</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small — 4 layers, dropout 0.3</source>
        <translation>small — 4 couches, dropout 0,3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>base — the paper&apos;s base model</source>
        <translation>base — le modèle de base de l&apos;article</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A starting point; every field below can then be changed.</source>
        <translation>Un point de départ&#xa0;; chaque champ ci-dessous peut ensuite être modifié.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N encoder layers (N = 6 in the paper).</source>
        <translation>N couches d&apos;encodeur (N = 6 dans l&apos;article).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N decoder layers (N = 6 in the paper).</source>
        <translation>N couches de décodeur (N = 6 dans l&apos;article).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d_model: width of every sub-layer output and of the embeddings (512 in the paper). Must be divisible by the number of heads.</source>
        <translation>d_model&#xa0;: largeur de la sortie de chaque sous-couche et des plongements (512 dans l&apos;article). Doit être divisible par le nombre de têtes d&apos;attention.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>h parallel attention heads, each of width d_k = d_v = d_model / h (h = 8 in the paper).</source>
        <translation>h têtes d&apos;attention parallèles, chacune de largeur d_k = d_v = d_model / h (h = 8 dans l&apos;article).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>d_ff: inner width of the position-wise feed-forward network (2048 in the paper).</source>
        <translation>d_ff&#xa0;: largeur interne du réseau feed-forward appliqué position par position (2048 dans l&apos;article).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P_drop: dropout on every sub-layer output and on embeddings + positional encodings (section 5.4; 0.1 for the base model).</source>
        <translation>P_drop&#xa0;: dropout sur la sortie de chaque sous-couche et sur les plongements + encodages positionnels (section 5.4&#xa0;; 0,1 pour le modèle de base).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ε_ls (section 5.4): hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU. 0.1 in the paper.</source>
        <translation>ε_ls (section 5.4)&#xa0;: dégrade la perplexité, car le modèle apprend à être moins sûr de lui, mais améliore l&apos;exactitude et le BLEU. 0,1 dans l&apos;article.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sinusoidal (paper)</source>
        <translation>sinusoïdal (article)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sinusoidal, halves (Marian)</source>
        <translation>sinusoïdal, moitiés (Marian)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learned (Table 3, row E)</source>
        <translation>appris (tableau 3, ligne E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How positions enter the model (section 3.5). Learned positions can be compared with the formula in the positional-encoding view.</source>
        <translation>Comment les positions entrent dans le modèle (section 3.5). Les positions apprises peuvent être comparées à la formule dans la vue Encodage positionnel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>post-LN (paper)</source>
        <translation>post-LN (article)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pre-LN (stabler when deep)</source>
        <translation>pre-LN (plus stable en profondeur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LayerNorm(x + Sublayer(x)) as in the paper, or x + Sublayer(LayerNorm(x)).</source>
        <translation>LayerNorm(x + Sublayer(x)) comme dans l&apos;article, ou x + Sublayer(LayerNorm(x)).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset:</source>
        <translation>Préréglage&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder layers:</source>
        <translation>Couches de l&apos;encodeur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder layers:</source>
        <translation>Couches du décodeur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_model:</source>
        <translation>d_model&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads:</source>
        <translation>Têtes d&apos;attention&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_ff:</source>
        <translation>d_ff&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropout:</source>
        <translation>Dropout&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label smoothing:</source>
        <translation>Lissage des étiquettes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions:</source>
        <translation>Positions&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalisation:</source>
        <translation>Normalisation&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/studio/views/training_view.h" line="+40"/>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warmup_steps (section 5.3): the learning rate rises linearly for this many steps, then decays with the inverse square root of the step. 4000 in the paper, whose runs were 100000 steps long. Auto: about 8% of the steps this run&apos;s budget allows.</source>
        <translation>warmup_steps (section 5.3) : le taux d&apos;apprentissage croît linéairement pendant ce nombre de pas, puis décroît comme l&apos;inverse de la racine carrée du pas. 4000 dans l&apos;article, dont les entraînements duraient 100000 pas. Auto : environ 8 % des pas que permet le budget de cet entraînement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Multiplies the whole schedule: lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5). The paper&apos;s factor is 1. Auto: 1, lowered where a short warm-up would make the peak too high.</source>
        <translation>Multiplie tout le calendrier : lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5). Le facteur de l&apos;article est 1. Auto : 1, réduit là où un échauffement court rendrait le pic trop élevé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Padded target tokens per batch. The paper&apos;s batches held about 25000 source and 25000 target tokens. Auto: 4096, smaller for a small corpus so that an epoch has enough updates.</source>
        <translation>Jetons cibles par lot, remplissage compris. Les lots de l&apos;article contenaient environ 25000 jetons source et 25000 jetons cible. Auto : 4096, moins pour un petit corpus afin qu&apos;une époque compte assez de mises à jour.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop after this many steps (0: no step limit). The base model trained 100000 steps.</source>
        <translation>Arrêter après ce nombre de pas (0&#xa0;: aucune limite de pas). Le modèle de base a été entraîné pendant 100000 pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop after this many minutes (0: no time limit). At least one limit is needed.</source>
        <translation>Arrêter après ce nombre de minutes (0&#xa0;: aucune limite de temps). Au moins une limite est nécessaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initialisation, data order and dropout.</source>
        <translation>Initialisation, ordre des données et dropout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validation loss and BLEU every this many steps (0: only at the end).</source>
        <translation>Intervalle en pas entre deux calculs de la perte de validation et du BLEU (0&#xa0;: seulement à la fin).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validation sentences translated (greedy) for BLEU; 0 skips BLEU.</source>
        <translation>Phrases de validation traduites (recherche gloutonne) pour le BLEU&#xa0;; 0 désactive le BLEU.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the model folder every this many steps, so that it can be inspected (and resumed) while training goes on.</source>
        <translation>Intervalle en pas entre deux écritures du dossier du modèle, afin qu&apos;il puisse être inspecté (et repris) pendant l&apos;entraînement.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One chart point per this many steps (the loss is averaged over them).</source>
        <translation>Nombre de pas par point du graphique (la perte est moyennée sur ces pas).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the attention of a fixed probe pair every this many steps, for “Heads specialising” (0: off).</source>
        <translation>Enregistrer l’attention d’une paire de phrases sonde fixe toutes les N étapes, pour « Spécialisation des têtes » (0 : désactivé).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Auto (bf16 on this CPU)</source>
        <translation>Auto (bf16 sur ce processeur)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Auto (fp32 on this CPU)</source>
        <translation>Auto (fp32 sur ce processeur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 mixed precision</source>
        <translation>précision mixte bf16</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bf16 mixed precision, as PyTorch&apos;s autocast: the large matrix products take bf16 inputs and accumulate in fp32; weights, the optimizer, layer norm, softmax and the loss stay fp32. Several times faster where the CPU has bf16 instructions (AVX512_BF16 or AMX), which Auto uses; elsewhere bf16 is emulated, slower than fp32. The GPU backend trains in fp32.</source>
        <translation>Précision mixte bf16, comme l&apos;autocast de PyTorch : les grands produits matriciels prennent des entrées bf16 et accumulent en fp32 ; les poids, l&apos;optimiseur, la normalisation, le softmax et la perte restent en fp32. Plusieurs fois plus rapide quand le processeur a des instructions bf16 (AVX512_BF16 ou AMX), ce qu&apos;Auto utilise ; ailleurs bf16 est émulé, plus lent que fp32. Le backend GPU entraîne en fp32.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clip the gradient norm to this value (0: no clipping; the paper did not clip).</source>
        <translation>Écrêter la norme du gradient à cette valeur (0&#xa0;: pas d&apos;écrêtage&#xa0;; l&apos;article n&apos;en utilisait pas).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up steps:</source>
        <translation>Pas de préchauffage&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LR factor:</source>
        <translation>Facteur du taux&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch tokens:</source>
        <translation>Jetons par lot&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max steps:</source>
        <translation>Pas max.&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max minutes:</source>
        <translation>Minutes max.&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validate every:</source>
        <translation>Valider tous les&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLEU sentences:</source>
        <translation>Phrases BLEU&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint every:</source>
        <translation>Point de contrôle tous les&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart point every:</source>
        <translation>Point de graphique tous les&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention snapshot every:</source>
        <translation>Instantané d’attention toutes les :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clip gradient norm:</source>
        <translation>Écrêtage du gradient&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision:</source>
        <translation>Précision :</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Becomes a model folder: config.json, model.safetensors, tokenizer.model, checkpoints/, train_log.csv.</source>
        <translation>Devient un dossier de modèle&#xa0;: config.json, model.safetensors, tokenizer.model, checkpoints/, train_log.csv.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the run saved in this folder</source>
        <translation>Poursuivre l&apos;exécution enregistrée dans ce dossier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resumes with the saved model, optimizer state, schedule and data position; the model settings above are then taken from the saved run, the data and limits from here.</source>
        <translation>Reprend avec le modèle, l&apos;état de l&apos;optimiseur, la planification et la position dans les données enregistrés&#xa0;; les paramètres du modèle ci-dessus sont alors repris de l&apos;exécution enregistrée, les données et les limites d&apos;ici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the output folder</source>
        <translation>Choisir le dossier de sortie</translation>
    </message>
    <message numerus="yes">
        <location line="+176"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre paire</numerusform>
            <numerusform>%1 et %n autres paires</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="+49"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Build the model and train it on a background thread.</source>
        <translation>Construire le modèle et l&apos;entraîner dans un thread d&apos;arrière-plan.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/snapshot_scrubber.cpp" line="+84"/>
        <source>Click to jump to a step.</source>
        <translation>Cliquez pour aller à une étape.</translation>
    </message>
    <message>
        <location line="+113"/>
        <location line="+38"/>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="-150"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+38"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>step %1 (%2/%3)</source>
        <translation>étape %1 (%2/%3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Attention snapshots appear here while a run trains (set “Attention snapshot every” before Start), or open a run folder that has them.</source>
        <translation>Les instantanés d’attention apparaissent ici pendant l’entraînement (réglez « Instantané d’attention toutes les » avant Démarrer), ou ouvrez un dossier d’exécution qui en contient.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay the snapshots from the first step.</source>
        <translation>Rejouer les instantanés depuis la première étape.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The training step whose attention is shown.</source>
        <translation>L’étape d’entraînement dont l’attention est affichée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contact sheet…</source>
        <translation>Planche contact…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the chosen kind of attention over the run as one picture (PNG or SVG).</source>
        <translation>Enregistrer le type d’attention choisi sur toute l’exécution en une image (PNG ou SVG).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation…</source>
        <translation>Animation…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the replay as an animated GIF (or numbered PNG frames).</source>
        <translation>Enregistrer la relecture en GIF animé (ou en images PNG numérotées).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the replay as numbered PNG frames.</source>
        <translation>Enregistrer la relecture en images PNG numérotées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save contact sheet</source>
        <translation>Enregistrer la planche contact</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>Image PNG (*.png);;Image vectorielle SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Animated GIF (*.gif);;PNG frames (*.png)</source>
        <translation>GIF animé (*.gif);;Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG frames (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save animation</source>
        <translation>Enregistrer l’animation</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="+2"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Stop after the current step; the model folder keeps everything trained so far.</source>
        <translation>Arrêter après le pas en cours&#xa0;; le dossier du modèle conserve tout ce qui a été entraîné jusqu&apos;ici.</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Inspect this model</source>
        <translation>Inspecter ce modèle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the latest checkpoint in the other views (available after the first checkpoint; training goes on).</source>
        <translation>Ouvrir le dernier point de contrôle dans les autres vues (disponible après le premier point de contrôle&#xa0;; l&apos;entraînement continue).</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Pause after the current step; Resume continues exactly where it stopped.</source>
        <translation>Mettre en pause après le pas en cours ; Reprendre continue exactement là où l&apos;entraînement s&apos;est arrêté.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the paused run.</source>
        <translation>Reprendre l&apos;exécution en pause.</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Ready. The planned learning-rate schedule is drawn below.</source>
        <translation>Prêt. La planification prévue du taux d&apos;apprentissage est tracée ci-dessous.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>cross-entropy (nats/token)</source>
        <translation>entropie croisée (nats/jeton)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training loss is label-smoothed (so it stays above the smoothing&apos;s entropy); validation loss is measured the same way on held-out pairs.</source>
        <translation>La perte d&apos;entraînement est calculée avec lissage des étiquettes (elle reste donc au-dessus de l&apos;entropie du lissage)&#xa0;; la perte de validation est mesurée de la même façon sur des paires mises de côté.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learning rate</source>
        <translation>Taux d&apos;apprentissage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>learning rate</source>
        <translation>taux d&apos;apprentissage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5) (section 5.3): the dashed curve is planned, solid curves are what the runs used.</source>
        <translation>lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5) (section 5.3)&#xa0;: la courbe en pointillés est la planification prévue, les courbes pleines ce que les exécutions ont utilisé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tokens per second</source>
        <translation>jetons par seconde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Validation BLEU</source>
        <translation>BLEU de validation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>BLEU of greedy translations of the validation pairs (the paper reports beam search BLEU on newstest2014).</source>
        <translation>BLEU des traductions gloutonnes des paires de validation (l&apos;article rapporte le BLEU en recherche en faisceau sur newstest2014).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Curves appear here when training starts.</source>
        <translation>Les courbes apparaissent ici au démarrage de l&apos;entraînement.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLEU appears at the first validation.</source>
        <translation>Le BLEU apparaît à la première validation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned</source>
        <translation>prévu</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Curves</source>
        <translation>Courbes</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Smoothing</source>
        <translation>Lissage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exponential moving average with its start-up bias removed, as in TensorBoard; the raw curve stays faint behind the smoothed one. 0 shows the points as they are.</source>
        <translation>Moyenne mobile exponentielle corrigée de son biais de départ, comme dans TensorBoard ; la courbe brute reste pâle derrière la courbe lissée. 0 montre les points tels quels.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Log scale</source>
        <translation>Échelle log</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A logarithmic y axis for loss, learning rate and throughput.</source>
        <translation>Un axe y logarithmique pour la perte, le taux d&apos;apprentissage et le débit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>X axis</source>
        <translation>Axe X</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time</source>
        <translation>Temps d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps, or the time since the run started with pauses left out.</source>
        <translation>Les pas, ou le temps écoulé depuis le début de l&apos;exécution, pauses exclues.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Runs (tick to show)</source>
        <translation>Exécutions (cocher pour afficher)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every run of this session stays on the charts for comparison; untick to hide.</source>
        <translation>Chaque exécution de cette session reste sur les graphiques pour comparaison&#xa0;; décochez pour masquer.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>run %1 planned</source>
        <translation>exécution %1 prévue</translation>
    </message>
    <message>
        <location line="-276"/>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Open earlier run…</source>
        <translation>Ouvrir une exécution antérieure…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the curves of a run folder from an earlier session (runs in the app&apos;s runs folder are listed at start, unticked).</source>
        <translation>Afficher les courbes d&apos;un dossier d&apos;exécution d&apos;une session antérieure (les exécutions du dossier de l&apos;application sont listées au démarrage, non cochées).</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Learning rate (peak %1 at step %2)</source>
        <translation>Taux d&apos;apprentissage (pic %1 au pas %2)</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+280"/>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_settings_form.cpp" line="-130"/>
        <source>Pairs are generated when training starts; validation uses 200 held-out pairs.</source>
        <translation>Les paires sont générées au démarrage de l&apos;entraînement&#xa0;; la validation utilise 200 paires mises de côté.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+79"/>
        <source>Choose a source and a target file.</source>
        <translation>Choisissez un fichier source et un fichier cible.</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+80"/>
        <source>Choose a tab-separated file.</source>
        <translation>Choisissez un fichier séparé par des tabulations.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Checking the files…</source>
        <translation>Vérification des fichiers…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Set a step limit or a time limit (or both).</source>
        <translation>Définissez une limite de pas ou une limite de temps (ou les deux).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shortest toy sentence is longer than the longest.</source>
        <translation>La phrase jouet la plus courte est plus longue que la plus longue.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Model settings: %1</source>
        <translation>Paramètres du modèle&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose an output folder.</source>
        <translation>Choisissez un dossier de sortie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds no training run to continue (no train_state.json).</source>
        <translation>%1 ne contient aucun entraînement à poursuivre (pas de train_state.json).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds a model. Choose another folder, or tick &quot;Continue the run saved in this folder&quot;.</source>
        <translation>%1 contient déjà un modèle. Choisissez un autre dossier ou cochez «&#xa0;Poursuivre l&apos;exécution enregistrée dans ce dossier&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+117"/>
        <source>Run %1: %2, %3+%4 layers, d_model %5</source>
        <translation>Exécution %1&#xa0;: %2, %3+%4 couches, d_model %5</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="-72"/>
        <source>run %1</source>
        <translation>exécution %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 train</source>
        <translation>%1 entraînement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 validation</source>
        <translation>%1 validation</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 actual</source>
        <translation>%1 réel</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+8"/>
        <source>starting</source>
        <translation>démarrage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preparing…</source>
        <translation>Préparation…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Training started</source>
        <translation>Entraînement démarré</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paused after step %1. Resume continues exactly where it stopped.</source>
        <translation>En pause après le pas %1. Reprendre continue exactement là où l&apos;entraînement s&apos;est arrêté.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <location line="-342"/>
        <source>Heads specialising</source>
        <translation>Spécialisation des têtes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation export cancelled.</source>
        <translation>Export de l’animation annulé.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Saved %n animation file(s): %1</source>
        <translation>
            <numerusform>%n fichier d’animation enregistré : %1</numerusform>
            <numerusform>%n fichiers d’animation enregistrés : %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Open a run folder</source>
        <translation>Ouvrir un dossier d&apos;exécution</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Run %1: %2 (earlier session), %3+%4 layers, d_model %5</source>
        <translation>Exécution %1&#xa0;: %2 (session antérieure), %3+%4 couches, d_model %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>saved, %1 steps</source>
        <translation>enregistrée, %1 pas</translation>
    </message>
    <message>
        <location line="+117"/>
        <location line="+25"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Resumed.</source>
        <translation>Repris.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopping: finishing the step, validating and writing the final checkpoint…</source>
        <translation>Arrêt&#xa0;: fin du pas, validation et écriture du point de contrôle final…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Model: %1+%2 layers, d_model %3, %4 heads, d_ff %5, vocabulary %6, %7 M parameters, on %8.</source>
        <translation>Modèle&#xa0;: %1+%2 couches, d_model %3, %4 têtes d&apos;attention, d_ff %5, vocabulaire %6, %7 M de paramètres, sur %8.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Training on %1…</source>
        <translation>Entraînement sur %1…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Training in bf16 mixed precision (fp32 weights and optimizer)…</source>
        <translation>Entraînement en précision mixte bf16 (poids et optimiseur en fp32)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training in fp32…</source>
        <translation>Entraînement en fp32…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%p% · ETA %1</source>
        <translation>%p% · reste %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1 of %2</source>
        <translation>pas %1 sur %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>step %1</source>
        <translation>pas %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · epoch %2 · loss %3 · %4 tokens/s · elapsed %5 · ETA %6</source>
        <translation>%1 · époque %2 · perte %3 · %4 jetons/s · écoulé %5 · reste %6</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Validation at step %1: loss %2, perplexity %3, BLEU %4</source>
        <translation>Validation au pas %1&#xa0;: perte %2, perplexité %3, BLEU %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Validation at step %1: loss %2, perplexity %3</source>
        <translation>Validation au pas %1&#xa0;: perte %2, perplexité %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checkpoint at step %1 written to %2</source>
        <translation>Point de contrôle du pas %1 écrit dans %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>diverged at step %1</source>
        <translation>divergence au pas %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training diverged.</source>
        <translation>L&apos;entraînement a divergé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training could not run.</source>
        <translation>L&apos;entraînement n&apos;a pas pu s&apos;exécuter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped at step %1</source>
        <translation>arrêté au pas %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped at step %1. The model folder holds the final checkpoint: %2</source>
        <translation>Arrêté au pas %1. Le dossier du modèle contient le point de contrôle final&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished, %1 steps</source>
        <translation>terminé, %1 pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished %1 steps. Model: %2</source>
        <translation>%1 pas terminés. Modèle&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_runs_export.cpp" line="+20"/>
        <source>No training curves yet: start a run first.</source>
        <translation>Pas encore de courbes d&apos;entraînement&#xa0;: lancez d&apos;abord une exécution.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_settings_form.cpp" line="-254"/>
        <source>Auto (from the budget)</source>
        <translation>Auto (selon le budget)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Auto (from the corpus)</source>
        <translation>Auto (selon le corpus)</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="-379"/>
        <source>auto, for about %1 steps; fixed once the first steps are timed</source>
        <translation>auto, pour environ %1 pas ; fixé dès que les premiers pas sont chronométrés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auto, for %1 steps</source>
        <translation>auto, pour %1 pas</translation>
    </message>
    <message>
        <location line="+265"/>
        <source>for %1 steps</source>
        <translation>pour %1 pas</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/saved_run_reader.cpp" line="+24"/>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is too large to be a training log.</source>
        <translation>%1 est trop volumineux pour être un journal d&apos;entraînement.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 holds no training log (%2): not a run folder, or the run wrote no checkpoint yet.</source>
        <translation>%1 ne contient pas de journal d&apos;entraînement (%2)&#xa0;: ce n&apos;est pas un dossier d&apos;exécution, ou l&apos;exécution n&apos;a pas encore écrit de point de contrôle.</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/snapshot_replay.cpp" line="+103"/>
        <source>Cannot replay the attention snapshots: %1</source>
        <translation>Impossible de rejouer les instantanés d’attention : %1</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_estimate.cpp" line="+56"/>
        <source>No estimate without a step or time limit.</source>
        <translation>Pas d&apos;estimation sans limite de pas ou de temps.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Estimate: stops at the time limit, %1, after about %2 steps of %3 tokens</source>
        <translation>Estimation&#xa0;: s&apos;arrête à la limite de temps, %1, après environ %2 pas de %3 jetons</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Estimate: about %1 for %2 steps of %3 tokens</source>
        <translation>Estimation&#xa0;: environ %1 pour %2 pas de %3 jetons</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (%1 epochs)</source>
        <translation> (%1 époques)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, at %1 tokens/s as run %2 of the same model shape measured.</source>
        <translation>, à %1 jetons/s, vitesse mesurée par l&apos;exécution %2 de même forme de modèle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, at about %1 tokens/s: a guess from the model&apos;s size (about %2 M weights, 6 FLOPs each per token at %3 GFLOP/s). A run measures the speed; the next estimate uses it.</source>
        <translation>, à environ %1 jetons/s&#xa0;: une approximation d&apos;après la taille du modèle (environ %2 M de poids, 6 FLOP chacun par jeton à %3 GFLOP/s). Une exécution mesure la vitesse&#xa0;; l&apos;estimation suivante l&apos;utilise.</translation>
    </message>
</context>
<context>
    <name>studio::TrainingWorker</name>
    <message>
        <location filename="../app/studio/workers/training_worker.cpp" line="+124"/>
        <source>set them back to the run&apos;s, or start a new run with the new settings</source>
        <translation>remettez ceux de l’entraînement, ou lancez un nouvel entraînement avec les nouveaux réglages</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Generating %1 pairs of the %2 task…</source>
        <translation>Génération de %1 paires de la tâche «&#xa0;%2&#xa0;»…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reading %1 and %2…</source>
        <translation>Lecture de %1 et %2…</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training data: %1 pairs, validation: %2 pairs.</source>
        <translation>Données d&apos;entraînement&#xa0;: %1 paires, validation&#xa0;: %2 paires.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training data: %1 pairs, no validation set.</source>
        <translation>Données d&apos;entraînement&#xa0;: %1 paires, pas d&apos;ensemble de validation.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Continuing the run in %1…</source>
        <translation>Reprise de l&apos;exécution dans %1…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training a joint SentencePiece vocabulary of %1 pieces…</source>
        <translation>Entraînement d&apos;un vocabulaire SentencePiece commun de %1 sous-mots…</translation>
    </message>
</context>
<context>
    <name>studio::TranslateView</name>
    <message>
        <location filename="../app/studio/views/translate_view.cpp" line="+54"/>
        <source>Translating…</source>
        <translation>Traduction…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Input (toy-task symbols)</source>
        <translation>Entrée (symboles de la tâche jouet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toy-task input: %1</source>
        <translation>Entrée de la tâche jouet : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This model was trained on a toy task: it reads only its symbols, written s0, s1, … and separated by spaces (%1). Other words become &lt;unk&gt;.</source>
        <translation>Ce modèle a été entraîné sur une tâche jouet : il ne lit que ses symboles, écrits s0, s1, … et séparés par des espaces (%1). Les autres mots deviennent &lt;unk&gt;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+46"/>
        <source>Type or paste an English sentence…</source>
        <translation>Saisissez ou collez une phrase en anglais…</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>The source sentence. It is split into subword pieces (BPE) and encoded once by the encoder stack; the translation updates as you type. The Attention view shares it.</source>
        <translation>La phrase source. Elle est découpée en sous-mots (BPE) et encodée une fois par la pile de l&apos;encodeur ; la traduction suit la frappe. La vue Attention la partage.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The source sentence. It is split into subword pieces (BPE) and encoded once by the encoder stack; the translation updates as you type.</source>
        <translation>La phrase source. Elle est découpée en sous-mots (BPE) et encodée une seule fois par la pile d&apos;encodeurs&#xa0;; la traduction se met à jour pendant la saisie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Greedy</source>
        <translation>Gloutonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beam search</source>
        <translation>Recherche en faisceau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greedy picks the most probable next token at every step. Beam search keeps the k best partial translations (the paper used k = 4, α = 0.6).</source>
        <translation>La recherche gloutonne choisit le jeton suivant le plus probable à chaque étape. La recherche en faisceau conserve les k meilleures traductions partielles (l&apos;article utilisait k = 4, α = 0,6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Beam size k: how many partial translations are kept at each step.</source>
        <translation>Taille du faisceau k&#xa0;: nombre de traductions partielles conservées à chaque étape.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length penalty α: scores are log P / ((5 + |Y|) / 6)^α, so larger α favours longer translations.</source>
        <translation>Pénalité de longueur α&#xa0;: les scores valent log P / ((5 + |Y|) / 6)^α, donc un α plus grand favorise les traductions plus longues.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many finished hypotheses of the beam to list.</source>
        <translation>Nombre d&apos;hypothèses terminées du faisceau à afficher.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decoding</source>
        <translation>Décodage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search:</source>
        <translation>Recherche&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beam size:</source>
        <translation>Taille du faisceau&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length penalty α:</source>
        <translation>Pénalité de longueur α&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N-best:</source>
        <translation>N meilleures&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+332"/>
        <source>The best translation (German).</source>
        <translation>La meilleure traduction (allemand).</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Translation</source>
        <translation>Traduction</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>log P</source>
        <translation>log P</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Encoder–decoder attention (§3.2.3): at every decoding step the decoder&apos;s query looks at all encoder outputs. Each row sums to 1. Click a row to see one step. Rows are labelled with the token produced at that step; the Attention view labels them with the decoder&apos;s input, one place earlier (&lt;s&gt; first).</source>
        <translation>Attention encodeur-décodeur (§3.2.3) : à chaque étape de décodage, la requête du décodeur regarde toutes les sorties de l&apos;encodeur. Chaque ligne somme à 1. Cliquez une ligne pour voir une étape. Les lignes portent le jeton produit à cette étape ; la vue Attention les étiquette avec l&apos;entrée du décodeur, une place plus tôt (&lt;s&gt; d&apos;abord).</translation>
    </message>
    <message>
        <location line="-169"/>
        <location line="+121"/>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The n best hypotheses. Score is log P divided by the length penalty; log P is the model&apos;s log-probability of the whole translation. Marked: where a hypothesis differs from the best one. Choose one to see its alignment and steps.</source>
        <translation>Les n meilleures hypothèses. Le score est log P divisé par la pénalité de longueur ; log P est la log-probabilité de toute la traduction. Surligné : là où une hypothèse diffère de la meilleure. Choisissez-en une pour voir son alignement et ses étapes.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Back to the model&apos;s own translation</source>
        <translation>Revenir à la traduction propre du modèle</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N-best list</source>
        <translation>Liste des N meilleures</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Decoder layer whose encoder–decoder attention is shown.</source>
        <translation>Couche du décodeur dont l&apos;attention encodeur–décodeur est affichée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One attention head, or the mean over all heads. Multi-head attention lets each head attend to different positions (§3.2.2).</source>
        <translation>Une tête d&apos;attention, ou la moyenne de toutes les têtes. L&apos;attention multi-têtes permet à chaque tête de se concentrer sur des positions différentes (§3.2.2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cross attention, layer:</source>
        <translation>Attention croisée, couche&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head:</source>
        <translation>tête&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>words</source>
        <translation>mots</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>target (token produced at this step)</source>
        <translation>cible (jeton produit à cette étape)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source (keys)</source>
        <translation>source (clés)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <location line="+148"/>
        <location line="+278"/>
        <source>Click a row of the map to follow one decoding step.</source>
        <translation>Cliquez sur une ligne de la carte pour suivre une étape de décodage.</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>Previous decoding step</source>
        <translation>Étape de décodage précédente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next decoding step</source>
        <translation>Étape de décodage suivante</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step details</source>
        <translation>Détails de l&apos;étape</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide the step panel under the map: the most probable next tokens at the chosen step, where every head looks there, and forcing another token. In a small window it starts closed, so the map keeps the room.</source>
        <translation>Afficher ou masquer le panneau d&apos;étape sous la carte&#xa0;: les jetons suivants les plus probables à l&apos;étape choisie, où regarde chaque tête à cette étape, et le forçage d&apos;un autre jeton. Dans une petite fenêtre, il est d&apos;abord fermé, pour laisser la place à la carte.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean over heads</source>
        <translation>moyenne des têtes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <location line="+96"/>
        <source> The model&apos;s own: “%1” (log P %2).</source>
        <translation> Celle du modèle&#xa0;: «&#xa0;%1&#xa0;» (log P %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;What if&lt;/b&gt; the model had said &lt;b&gt;%1&lt;/b&gt; at step %2? It continues: “%3” (log P %4).%5</source>
        <translation>&lt;b&gt;Et si&lt;/b&gt; le modèle avait dit &lt;b&gt;%1&lt;/b&gt; à l&apos;étape %2&#xa0;? Il continue&#xa0;: «&#xa0;%3&#xa0;» (log P %4).%5</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hypothesis %1 of the n-best list (choose the first row for the best translation).</source>
        <translation>Hypothèse %1 de la liste n-best (choisissez la première ligne pour la meilleure traduction).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>beam search (k = %1, α = %2)</source>
        <translation>recherche en faisceau (k = %1, α = %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>greedy search</source>
        <translation>recherche gloutonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hypothesis %1: its alignment and steps by forced decoding, %2 ms</source>
        <translation>Hypothèse %1 : son alignement et ses étapes par décodage forcé, %2 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ms · %2 · %3 backend (%4)</source>
        <translation>%1 ms · %2 · backend %3 (%4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hypothesis %1 of %2</source>
        <translation>hypothèse %1 de la %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a what-if</source>
        <translation>un «&#xa0;et si&#xa0;»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Translated in %1 ms</source>
        <translation>Traduit en %1 ms</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cross attention · layer %1 · mean of %2 heads</source>
        <translation>Attention croisée · couche %1 · moyenne de %2 têtes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross attention · layer %1 · head %2</source>
        <translation>Attention croisée · couche %1 · tête %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: its query attends most to %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&#xa0;: sa requête regarde surtout %2.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Nothing to export: translate a sentence first.</source>
        <translation>Rien à exporter&#xa0;: traduisez d&apos;abord une phrase.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/translate_view.h" line="+37"/>
        <source>Translate</source>
        <translation>Traduire</translation>
    </message>
    <message>
        <location filename="../app/studio/views/translate_view.cpp" line="-21"/>
        <source>Choose a step (a row of the map) to attribute its token.</source>
        <translation>Choisissez une étape (une ligne de la carte) pour attribuer son jeton.</translation>
    </message>
    <message>
        <location line="-586"/>
        <source>&lt;b&gt;Note:&lt;/b&gt; the translation&apos;s text splits into other pieces than the ones shown, so this attribution is of the re-split text.</source>
        <translation>&lt;b&gt;Remarque :&lt;/b&gt; le texte de la traduction se découpe en d’autres morceaux que ceux affichés ; cette attribution porte sur le texte redécoupé.</translation>
    </message>
</context>
<context>
    <name>studio::WalkthroughMatrixPanel</name>
    <message>
        <location filename="../app/studio/views/walkthrough_matrix_panel.cpp" line="+143"/>
        <location line="+19"/>
        <source>columns %1–%2 of %3</source>
        <translation>colonnes %1 à %2 sur %3</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Colours: ±%1, the largest |value|.</source>
        <translation>Couleurs : ±%1, la plus grande |valeur|.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours clipped at ±%1, the 95th percentile of |value|: %2 values beyond it (up to %3) take the end colours.</source>
        <translation>Couleurs écrêtées à ±%1, le 95e centile de |valeur| : %2 valeurs au-delà (jusqu’à %3) prennent les couleurs extrêmes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>value (colours clipped)</source>
        <translation>valeur (couleurs écrêtées)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>attention weight</source>
        <translation>poids d’attention</translation>
    </message>
</context>
<context>
    <name>studio::WalkthroughView</name>
    <message>
        <location filename="../app/studio/views/walkthrough_view.cpp" line="+36"/>
        <source>A sentence for the class</source>
        <translation>Une phrase pour la classe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>layer </source>
        <translation>couche </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head </source>
        <translation>tête </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous step (Left arrow or Page Up)</source>
        <translation>Étape précédente (flèche gauche ou Pg préc.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step (Right arrow or Page Down)</source>
        <translation>Étape suivante (flèche droite ou Pg suiv.)</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Tracing one forward pass…</source>
        <translation>Traçage d&apos;une passe avant…</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Could not trace the sentence: %1</source>
        <translation>Impossible de tracer la phrase&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Walkthrough: %1 source and %2 target tokens</source>
        <translation>Pas à pas&#xa0;: %1 jetons source et %2 jetons cible</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Type a sentence: the walkthrough follows it through the loaded model.</source>
        <translation>Tapez une phrase&#xa0;: le pas-à-pas la suit à travers le modèle chargé.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Shape: %1</source>
        <translation>Forme&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Nothing to export yet: type a sentence first.</source>
        <translation>Rien à exporter pour l&apos;instant&#xa0;: tapez d&apos;abord une phrase.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>matrix</source>
        <translation>matrice</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>row</source>
        <translation>ligne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <location filename="../app/studio/views/walkthrough_view.h" line="+38"/>
        <source>Walkthrough</source>
        <translation>Pas à pas</translation>
    </message>
</context>
</TS>
