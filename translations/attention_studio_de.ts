<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/studio/core/marian_import.cpp" line="+33"/>
        <source>Hugging Face MarianMT folder (config.json, model.safetensors, source.spm, …)</source>
        <translation>MarianMT-Ordner von Hugging Face (config.json, model.safetensors, source.spm, …)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new folder for the imported model (it must not exist yet)</source>
        <translation>Ein neuer Ordner für das importierte Modell (er darf noch nicht existieren)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported into %1.

%2</source>
        <translation>Nach %1 importiert.

%2</translation>
    </message>
</context>
<context>
    <name>attn::ConfigField</name>
    <message>
        <location filename="../engine/src/model/config_fields.cpp" line="+34"/>
        <source>N: identical encoder layers (the paper uses 6)</source>
        <translation>N: identische Encoder-Schichten (im Paper 6)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N: identical decoder layers (the paper uses 6)</source>
        <translation>N: identische Decoder-Schichten (im Paper 6)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Width of every sub-layer output and embedding (512 in the base model)</source>
        <translation>Breite jeder Teilschicht-Ausgabe und jedes Embeddings (512 im Basismodell)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>h: parallel attention heads, each of size d_k = d_v = d_model / h</source>
        <translation>h: parallele Attention-Köpfe, jeder der Größe d_k = d_v = d_model / h</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Inner width of the position-wise feed-forward network (2048 in the base model)</source>
        <translation>Innere Breite des positionsweisen Feed-Forward-Netzes (2048 im Basismodell)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shared source/target vocabulary (byte-pair encoding)</source>
        <translation>Gemeinsames Quell-/Zielvokabular (Byte-Pair-Encoding)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P_drop on sub-layer outputs and on embeddings + positions (0.1 in the paper)</source>
        <translation>P_drop auf Teilschicht-Ausgaben und auf Embeddings + Positionen (0,1 im Paper)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dropout on attention weights (not in the paper)</source>
        <translation>Dropout auf die Attention-Gewichte (nicht im Paper)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dropout inside the feed-forward network, after the activation (not in the paper)</source>
        <translation>Dropout im Feed-Forward-Netz nach der Aktivierung (nicht im Paper)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ε_ls: label smoothing of the training targets (0.1 in the paper)</source>
        <translation>ε_ls: Label-Smoothing der Trainingsziele (0,1 im Paper)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>post: LayerNorm(x + Sublayer(x)) as in the paper; pre: x + Sublayer(LayerNorm(x))</source>
        <translation>post: LayerNorm(x + Sublayer(x)) wie im Paper; pre: x + Sublayer(LayerNorm(x))</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How positions are added to the embeddings (section 3.5)</source>
        <translation>Wie Positionen zu den Embeddings addiert werden (Abschnitt 3.5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The 10000 in PE(pos, 2i) = sin(pos / 10000^(2i/d_model))</source>
        <translation>Die 10000 in PE(pos, 2i) = sin(pos / 10000^(2i/d_model))</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Longest sequence the model accepts, in tokens</source>
        <translation>Längste Sequenz, die das Modell akzeptiert, in Tokens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Feed-forward activation: FFN(x) = act(x W1 + b1) W2 + b2 (ReLU in the paper)</source>
        <translation>Feed-Forward-Aktivierung: FFN(x) = act(x W1 + b1) W2 + b2 (ReLU im Paper)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One matrix for both embeddings and the pre-softmax projection (section 3.4)</source>
        <translation>Eine Matrix für beide Embeddings und die Projektion vor dem Softmax (Abschnitt 3.4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A bias added to the pre-softmax projection (not in the paper; Marian has one)</source>
        <translation>Ein Bias auf der Projektion vor dem Softmax (nicht im Paper; Marian hat einen)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Embeddings multiplied by √d_model (section 3.4)</source>
        <translation>Embeddings mit √d_model multipliziert (Abschnitt 3.4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ε added to the variance inside every layer normalisation (not in the paper)</source>
        <translation>ε, das in jeder Layer-Normalisierung zur Varianz addiert wird (nicht im Paper)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Token id of padding: never generated (OPUS-MT: the last id)</source>
        <translation>Token-ID des Auffüllzeichens: wird nie erzeugt (OPUS-MT: die letzte ID)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Token id that stands for pieces outside the vocabulary</source>
        <translation>Token-ID, die für Teilstücke außerhalb des Vokabulars steht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Token id of the beginning-of-sentence piece, never generated; -1: there is none</source>
        <translation>Token-ID des Satzanfangs, wird nie erzeugt; -1: es gibt keinen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Token id of the end-of-sentence piece: ends every source and every output</source>
        <translation>Token-ID des Satzendes: beendet jede Quelle und jede Ausgabe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The decoder&apos;s first input token (the BOS here; OPUS-MT starts from padding)</source>
        <translation>Das erste Eingabetoken des Decoders (hier der Satzanfang; OPUS-MT beginnt mit dem Auffüllzeichen)</translation>
    </message>
</context>
<context>
    <name>studio</name>
    <message>
        <location filename="../app/studio/core/atomic_write.cpp" line="+12"/>
        <source>Cannot write “%1”: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing “%1” failed: %2</source>
        <translation>Schreiben von „%1“ fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/shell/command_line.cpp" line="+35"/>
        <source>Load, train and look inside Transformer translation models.</source>
        <translation>Transformer-Übersetzungsmodelle laden, trainieren und ihr Innenleben untersuchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model folder, or a bundled model&apos;s name (%1), to open.</source>
        <translation>Zu öffnender Modellordner oder Name eines mitgelieferten Modells (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>View to show: %1.</source>
        <translation>Anzuzeigende Ansicht: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sentence to translate / inspect.</source>
        <translation>Zu übersetzender / zu untersuchender Satz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the view to FILE (.png, .svg, .csv, .json) and exit.</source>
        <translation>Ansicht in FILE (.png, .svg, .csv, .json) rendern und beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>User interface language: %1.</source>
        <translation>Sprache der Benutzeroberfläche: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compute backend: auto, cpu, vulkan[:N].</source>
        <translation>Rechen-Backend: auto, cpu, vulkan[:N].</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start in presenter mode (large text, high contrast).</source>
        <translation>Im Präsentationsmodus starten (große Schrift, hoher Kontrast).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Window size, e.g. 1920x1080 (also the size --export renders at).</source>
        <translation>Fenstergröße, z. B. 1920x1080 (auch die Größe, in der --export rendert).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print how many milliseconds after launch the window appeared with its model loaded, then quit.</source>
        <translation>Ausgeben, wie viele Millisekunden nach dem Start das Fenster mit geladenem Modell erschien, dann beenden.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Unexpected argument “%1”.</source>
        <translation>Unerwartetes Argument „%1“.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Bad --size “%1”: use WIDTHxHEIGHT, e.g. 1920x1080.</source>
        <translation>Ungültige --size „%1“: Breite x Höhe angeben, z. B. 1920x1080.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown view “%1” (choose one of %2).</source>
        <translation>Unbekannte Ansicht „%1“ (wählen Sie eine von %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown language “%1” (choose one of %2).</source>
        <translation>Unbekannte Sprache „%1“ (wählen Sie eine von %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot export to “%1”: use .png, .svg, .csv or .json.</source>
        <translation>Export nach „%1“ nicht möglich: Verwenden Sie .png, .svg, .csv oder .json.</translation>
    </message>
    <message>
        <location filename="../app/studio/core/image_export.cpp" line="+57"/>
        <source>Unsupported image format “%1” (use .png or .svg).</source>
        <translation>Nicht unterstütztes Bildformat „%1“ (verwenden Sie .png oder .svg).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+30"/>
        <source>Nothing to export.</source>
        <translation>Nichts zu exportieren.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Could not encode PNG: %1</source>
        <translation>PNG konnte nicht kodiert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/translator_pool.cpp" line="+57"/>
        <source>No model is loaded yet.</source>
        <translation>Es ist noch kein Modell geladen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not start the “%1” backend: %2</source>
        <translation>Das Backend „%1“ konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/head_finder_jobs.cpp" line="+46"/>
        <source>The head finder failed: %1</source>
        <translation>Die Kopfsuche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/head_lab_jobs.cpp" line="+27"/>
        <source>%1 has %2 lines but %3 has %4</source>
        <translation>%1 hat %2 Zeilen, %3 aber %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 has no pair with both sides non-empty</source>
        <translation>%1 hat kein Paar, dessen beide Seiten nicht leer sind</translation>
    </message>
    <message>
        <location line="+100"/>
        <location filename="../app/studio/jobs/inference_job.cpp" line="+81"/>
        <source>Could not translate: %1</source>
        <translation>Übersetzung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The job failed: %1</source>
        <translation>Der Auftrag ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/shell/command_line.cpp" line="-105"/>
        <source>none found</source>
        <translation>keine gefunden</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/word_level.cpp" line="+42"/>
        <source>Words: the weights to the pieces of an attended word are summed; the rows of the pieces of an attending word are averaged (the usual convention), so each row still sums to 1.</source>
        <translation>Wörter: Die Gewichte auf die Teilstücke eines beachteten Wortes werden addiert; die Zeilen der Teilstücke eines beachtenden Wortes werden gemittelt (die übliche Konvention), sodass sich jede Zeile weiterhin zu 1 summiert.</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/probe_jobs.cpp" line="+31"/>
        <source>The model&apos;s translation has no German pronoun (er, sie, es, ihn, ihm, ihr) to swap.</source>
        <translation>Die Übersetzung des Modells enthält kein deutsches Pronomen (er, sie, es, ihn, ihm, ihr), das sich austauschen ließe.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not score: %1</source>
        <translation>Bewertung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not score line %1: %2</source>
        <translation>Zeile %1 konnte nicht bewertet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/core/toy_sentence.cpp" line="+48"/>
        <source>Symbols s0 … s%1 separated by spaces, e.g. %2</source>
        <translation>Symbole s0 … s%1, durch Leerzeichen getrennt, z. B. %2</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/walkthrough_steps.cpp" line="+72"/>
        <source>1. Tokens and ids</source>
        <translation>1. Tokens und IDs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. Embeddings × √d_model</source>
        <translation>2. Embeddings × √d_model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. + positional encoding</source>
        <translation>3. + Positionskodierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4. Q, K and V of one head</source>
        <translation>4. Q, K und V eines Kopfes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5. Scores QKᵀ / √d_k</source>
        <translation>5. Scores QKᵀ / √d_k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6. The mask</source>
        <translation>6. Die Maske</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7. Softmax</source>
        <translation>7. Softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8. Weights × V</source>
        <translation>8. Gewichte × V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9. Heads concatenated, × W^O</source>
        <translation>9. Köpfe verkettet, × W^O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10. Residual + LayerNorm</source>
        <translation>10. Residualverbindung + LayerNorm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>11. Feed-forward network</source>
        <translation>11. Feed-Forward-Netz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>12. Cross-attention</source>
        <translation>12. Cross-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>13. Logits, softmax, the chosen token</source>
        <translation>13. Logits, Softmax, das gewählte Token</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>head %1, layer %2</source>
        <translation>Kopf %1, Schicht %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queries (source tokens)</source>
        <translation>Queries (Quell-Tokens)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>keys (source tokens)</source>
        <translation>Keys (Quell-Tokens)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dimensions</source>
        <translation>Dimensionen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>text → subword pieces → ids; the source ends with &amp;lt;/s&amp;gt;, the decoder input starts with &amp;lt;s&amp;gt;</source>
        <translation>Text → Teilwörter → IDs; die Quelle endet mit &amp;lt;/s&amp;gt;, die Eingabe des Decoders beginnt mit &amp;lt;s&amp;gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SentencePiece cuts the sentence into pieces from a fixed vocabulary; the model only ever sees their ids.</source>
        <translation>SentencePiece zerlegt den Satz in Teilwörter aus einem festen Vokabular; das Modell sieht immer nur deren IDs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 source tokens, %2 target tokens</source>
        <translation>%1 Quell-Tokens, %2 Ziel-Tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source piece</source>
        <translation>Quell-Teilwort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>x&lt;sub&gt;i&lt;/sub&gt; = E[id&lt;sub&gt;i&lt;/sub&gt;] · √d&lt;sub&gt;model&lt;/sub&gt;</source>
        <translation>x&lt;sub&gt;i&lt;/sub&gt; = E[id&lt;sub&gt;i&lt;/sub&gt;] · √d&lt;sub&gt;model&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each id selects one row of the embedding matrix, scaled by √d_model so that it is as large as the positional encoding added next.</source>
        <translation>Jede ID wählt eine Zeile der Embedding-Matrix, skaliert mit √d_model, damit sie so groß ist wie die anschließend addierte Positionskodierung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>embedding rows × √d_model</source>
        <translation>Embedding-Zeilen × √d_model</translation>
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
        <translation>Quell-Tokens</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;), PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;); input = x + PE</source>
        <translation>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;), PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;); Eingabe = x + PE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention itself ignores order, so each position adds its own pattern of waves.</source>
        <translation>Die Attention selbst kennt keine Reihenfolge, darum addiert jede Position ihr eigenes Wellenmuster.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional encoding</source>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the encoder&apos;s input</source>
        <translation>die Eingabe des Encoders</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Q = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;Q&lt;/sup&gt;, K = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;, V = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;</source>
        <translation>Q = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;Q&lt;/sup&gt;, K = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;, V = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every token is projected three times: a query (what it looks for), a key (what it offers) and a value (what it passes on), d_k = d_model / h numbers each.</source>
        <translation>Jedes Token wird dreimal projiziert: eine Query (wonach es sucht), ein Key (was es anbietet) und ein Value (was es weitergibt), jeweils d_k = d_model / h Zahlen.</translation>
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
        <translation>je %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scores = Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>Scores = Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each query is compared with every key by a dot product; dividing by √d_k keeps the softmax that follows from saturating.</source>
        <translation>Jede Query wird per Skalarprodukt mit jedem Key verglichen; die Division durch √d_k verhindert, dass die folgende Softmax in die Sättigung gerät.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scores (%1)</source>
        <translation>Scores (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scores&lt;sub&gt;ij&lt;/sub&gt; = −∞ where j &amp;gt; i (decoder self-attention)</source>
        <translation>Scores&lt;sub&gt;ij&lt;/sub&gt; = −∞ für j &amp;gt; i (Decoder-Self-Attention)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The encoder sees the whole sentence and needs no padding mask (sentences are packed without padding); the decoder must not see the words it has yet to produce, so later positions are masked before the softmax.</source>
        <translation>Der Encoder sieht den ganzen Satz und braucht keine Padding-Maske (die Sätze werden ohne Padding gepackt); der Decoder darf die Wörter, die er erst noch erzeugen muss, nicht sehen, daher werden spätere Positionen vor der Softmax maskiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>decoder scores (%1)</source>
        <translation>Decoder-Scores (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source>queries (decoder input)</source>
        <translation>Queries (Eingabe des Decoders)</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>keys (decoder input)</source>
        <translation>Keys (Eingabe des Decoders)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A = softmax(scores), row by row: A&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;&lt;/sup&gt; / Σ&lt;sub&gt;k&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ik&lt;/sub&gt;&lt;/sup&gt;</source>
        <translation>A = softmax(Scores), zeilenweise: A&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;&lt;/sup&gt; / Σ&lt;sub&gt;k&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ik&lt;/sub&gt;&lt;/sup&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each row becomes a probability distribution over the keys: how much each token listens to every other.</source>
        <translation>Jede Zeile wird zu einer Wahrscheinlichkeitsverteilung über die Keys: wie stark jedes Token auf jedes andere hört.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention weights (%1)</source>
        <translation>Attention-Gewichte (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>head&lt;sub&gt;h&lt;/sub&gt; = A V</source>
        <translation>head&lt;sub&gt;h&lt;/sub&gt; = A V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each token&apos;s output is the weighted average of the value vectors it attends to.</source>
        <translation>Die Ausgabe jedes Tokens ist der gewichtete Mittelwert der Value-Vektoren, die es beachtet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head output (%1)</source>
        <translation>Ausgabe des Kopfes (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;</source>
        <translation>MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The heads&apos; outputs are laid side by side and mixed back to d_model numbers by W^O.</source>
        <translation>Die Ausgaben der Köpfe werden nebeneinandergelegt und von W^O wieder auf d_model Zahlen gemischt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heads concatenated</source>
        <translation>verkettete Köpfe</translation>
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
        <translation>Die Ausgabe der Teilschicht wird zu ihrer Eingabe addiert (die Residualverbindung), und jede Zeile wird auf Mittelwert 0 und Varianz 1 normiert, dann skaliert und verschoben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after the residual and LayerNorm</source>
        <translation>nach Residualverbindung und LayerNorm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FFN(x) = act(x W&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;) W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt;</source>
        <translation>FFN(x) = act(x W&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;) W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same two-layer network is applied to every position on its own: widen to d_ff, the activation, back to d_model.</source>
        <translation>Dasselbe zweischichtige Netz wird auf jede Position einzeln angewandt: Verbreiterung auf d_ff, die Aktivierung, zurück auf d_model.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hidden layer, after the activation</source>
        <translation>verborgene Schicht, nach der Aktivierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_ff units</source>
        <translation>d_ff Einheiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FFN output</source>
        <translation>FFN-Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, then %2</source>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Q from the decoder, K and V from the encoder&apos;s output: softmax(Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V</source>
        <translation>Q aus dem Decoder, K und V aus der Ausgabe des Encoders: softmax(Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The decoder does the same steps with its own tokens, then asks the source: each target position attends to the encoded source sentence.</source>
        <translation>Der Decoder durchläuft dieselben Schritte mit seinen eigenen Tokens und befragt dann die Quelle: Jede Zielposition beachtet den kodierten Quellsatz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cross-attention (%1)</source>
        <translation>Cross-Attention (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>P(y&lt;sub&gt;t&lt;/sub&gt; | y&lt;sub&gt;&amp;lt;t&lt;/sub&gt;, x) = softmax(h&lt;sub&gt;t&lt;/sub&gt; W&lt;sub&gt;out&lt;/sub&gt; + b)</source>
        <translation>P(y&lt;sub&gt;t&lt;/sub&gt; | y&lt;sub&gt;&amp;lt;t&lt;/sub&gt;, x) = softmax(h&lt;sub&gt;t&lt;/sub&gt; W&lt;sub&gt;out&lt;/sub&gt; + b)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last decoder state of each position is scored against every vocabulary entry; greedy decoding takes the most probable one.</source>
        <translation>Der letzte Decoder-Zustand jeder Position wird gegen jeden Eintrag des Vokabulars bewertet; die Greedy-Dekodierung nimmt den wahrscheinlichsten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>next token</source>
        <translation>nächstes Token</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>its probability</source>
        <translation>seine Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the most probable id</source>
        <translation>wahrscheinlichste ID</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> (the same)</source>
        <translation> (identisch)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 logits</source>
        <translation>%1 Logits</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/model_tensors.cpp" line="+51"/>
        <source>scalar</source>
        <translation>Skalar</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/snapshot_exports.cpp" line="+65"/>
        <location line="+63"/>
        <source>No attention snapshots to export.</source>
        <translation>Keine Attention-Schnappschüsse zum Exportieren.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/snapshot_figures.cpp" line="+53"/>
        <source>Encoder self-attention</source>
        <translation>Encoder-Self-Attention</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decoder self-attention</source>
        <translation>Decoder-Self-Attention</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>diagonal</source>
        <translation>Diagonale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anti-diagonal</source>
        <translation>Antidiagonale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alignment</source>
        <translation>Alignment</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This run&apos;s probe has no known alignment (a corpus): watch the heads change.</source>
        <translation>Für die Probe dieses Laufs ist kein Alignment bekannt (ein Korpus): Sehen Sie zu, wie sich die Köpfe verändern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight on the %1 (best cross-attention head, layer %2 head %3): %4</source>
        <translation>Gewicht auf der %1 (bester Cross-Attention-Kopf, Schicht %2, Kopf %3): %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>emerged at step %1 (first ≥ %2)</source>
        <translation>entstanden bei Schritt %1 (erstmals ≥ %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet emerged (threshold %1)</source>
        <translation>noch nicht entstanden (Schwelle %1)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>training loss</source>
        <translation>Trainingsverlust</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>weight on the %1 (right axis)</source>
        <translation>Gewicht auf der %1 (rechte Achse)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>emerged: step %1</source>
        <translation>entstanden: Schritt %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+14"/>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+122"/>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>%1 of the probe at step %2</source>
        <translation>%1 der Probe bei Schritt %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>head %1 (outlined)</source>
        <translation>Kopf %1 (umrandet)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Heads specialising: %1, layer %2, over %3 snapshots</source>
        <translation>Köpfe spezialisieren sich: %1, Schicht %2, über %3 Schnappschüsse</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/core/new_folder_choice.cpp" line="+19"/>
        <source>%1 is a file, not a folder: choose a new folder.</source>
        <translation>%1 ist eine Datei, kein Ordner: Wählen Sie einen neuen Ordner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds files: choose a new or an empty folder.</source>
        <translation>%1 enthält bereits Dateien: Wählen Sie einen neuen oder leeren Ordner.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/attribution_job.cpp" line="+19"/>
        <source>Could not attribute: %1</source>
        <translation>Attribution nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/head_finder_jobs.cpp" line="+31"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Patching failed: %1</source>
        <translation>Patching fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>studio::ArchitectureLayout</name>
    <message>
        <location filename="../app/studio/widgets/architecture_layout.cpp" line="+124"/>
        <source>LayerNorm over d_model = %1</source>
        <translation>LayerNorm über d_model = %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+231"/>
        <source>Layer norm</source>
        <translation>Layer-Norm</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Add &amp; Norm</source>
        <translation>Add &amp; Norm</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>learned, %1 positions</source>
        <translation>gelernt, %1 Positionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sinusoidal, base %1</source>
        <translation>sinusförmig, Basis %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Outputs (shifted right)</source>
        <translation>Ausgaben (nach rechts verschoben)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Output Embedding</source>
        <translation>Ausgabe-Embedding</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Input Embedding</source>
        <translation>Eingabe-Embedding</translation>
    </message>
    <message>
        <location line="+26"/>
        <source> token ids</source>
        <translation> Token-IDs</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Positional Encoding</source>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Decoder</source>
        <translation>Decoder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Encoder</source>
        <translation>Encoder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = %1 ×</source>
        <translation>N = %1 ×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>h = %1 heads, d_k = d_v = %2</source>
        <translation>h = %1 Heads, d_k = d_v = %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Masked Multi-Head Attention</source>
        <translation>Maskierte Multi-Head-Attention</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>Multi-Head Attention</source>
        <translation>Multi-Head-Attention</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>rows scaled by √d_model</source>
        <translation>Zeilen mit √d_model skaliert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rows not scaled</source>
        <translation>Zeilen nicht skaliert</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>table %1</source>
        <translation>Tabelle %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>weights %1</source>
        <translation>Gewichte %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>causal mask: no looking ahead</source>
        <translation>kausale Maske: kein Blick nach vorn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Q: decoder · K, V: encoder</source>
        <translation>Q: Decoder · K, V: Encoder</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Feed Forward</source>
        <translation>Feed-Forward</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_ff = %1, %2</source>
        <translation>d_ff = %1, %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>after the last layer (pre-LN)</source>
        <translation>nach der letzten Schicht (Pre-LN)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_model = %1 → V = %2</source>
        <translation>d_model = %1 → V = %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights tied to the embeddings</source>
        <translation>Gewichte mit den Embeddings geteilt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>its own weights</source>
        <translation>eigene Gewichte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Output Probabilities</source>
        <translation>Ausgabewahrscheinlichkeiten</translation>
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
        <translation>Quellsatz (Englisch)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shapes on the arrows are for this sentence and the model&apos;s translation of it</source>
        <translation>Die Formen an den Pfeilen gelten für diesen Satz und die Übersetzung des Modells</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Load a model to see its architecture</source>
        <translation>Laden Sie ein Modell, um seine Architektur zu sehen</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Clicking a block opens this layer</source>
        <translation>Ein Klick auf einen Block öffnet diese Schicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the walkthrough step</source>
        <translation>den Schritt in „Schritt für Schritt“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the matching view</source>
        <translation>die passende Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clicking a block opens the walkthrough at the step that computes it with real numbers, or the view that shows it: attention in the Attention view, the positional encoding in its view, embeddings and feed-forward layers in the Model view</source>
        <translation>Ein Klick auf einen Block öffnet „Schritt für Schritt“ bei dem Schritt, der ihn mit echten Zahlen berechnet, oder die Ansicht, die ihn zeigt: Attention in der Attention-Ansicht, die Positionskodierung in ihrer Ansicht, Embeddings und Feed-Forward-Schichten in der Modellansicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click a block to open it (see “Click opens”)</source>
        <translation>Klicken Sie auf einen Block, um ihn zu öffnen (siehe „Klick öffnet“)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sentence:</source>
        <translation>Satz:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer to open:</source>
        <translation>Zu öffnende Schicht:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click opens:</source>
        <translation>Klick öffnet:</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>S = %1 source tokens (with &lt;/s&gt;), T = %2 target tokens (with &lt;s&gt;) of the translation “%3”</source>
        <translation>S = %1 Quelltokens (mit &lt;/s&gt;), T = %2 Zieltokens (mit &lt;s&gt;) der Übersetzung „%3“</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Type a sentence: the arrows then show its shapes (S source and T target tokens).</source>
        <translation>Geben Sie einen Satz ein: Die Pfeile zeigen dann seine Formen (S Quell- und T Zieltokens).</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>There is no model to export.</source>
        <translation>Es gibt kein Modell zum Exportieren.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/architecture_view.h" line="+30"/>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
</context>
<context>
    <name>studio::AttentionLinesWidget</name>
    <message>
        <location filename="../app/studio/widgets/attention_lines_widget.cpp" line="+29"/>
        <source>Each line joins a query token (left) to a key token (right); its opacity is the attention weight. Hover a token to see only its lines.</source>
        <translation>Jede Linie verbindet ein Query-Token (links) mit einem Key-Token (rechts); ihre Deckkraft ist das Attention-Gewicht. Zeigen Sie auf ein Token, um nur seine Linien zu sehen.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>No attention to show yet</source>
        <translation>Noch keine Attention anzuzeigen</translation>
    </message>
</context>
<context>
    <name>studio::AttentionView</name>
    <message>
        <location filename="../app/studio/views/attention_view.cpp" line="+910"/>
        <source>ALTI+: a row&apos;s source part and target-prefix part sum to 1 together.</source>
        <translation>ALTI+: Quell- und Zielpräfix-Teil einer Zeile ergeben zusammen 1.</translation>
    </message>
    <message>
        <location line="-750"/>
        <source>Value-weighted encoder self-attention</source>
        <translation>Wertgewichtete Encoder-Self-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-weighted decoder self-attention</source>
        <translation>Wertgewichtete Decoder-Self-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-weighted cross-attention</source>
        <translation>Wertgewichtete Cross-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALTI (encoder)</source>
        <translation>ALTI (Encoder)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALTI+ (decoder, source contributions)</source>
        <translation>ALTI+ (Decoder, Beiträge der Quelle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALTI+ (decoder, target-prefix contributions)</source>
        <translation>ALTI+ (Decoder, Beiträge des Zielpräfixes)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Value-weighted attention (Kobayashi et al. 2020): each weight times the length of the value vector it moves, through the head&apos;s part of W^O, rows scaled to sum to 1.
ALTI and ALTI+ (Ferrando et al. 2022): how much each token contributes to each position through the values, the residual connection and the layer norm, over all layers up to l. A decoder position&apos;s source and target-prefix contributions sum to 1 together.</source>
        <translation>Wertgewichtete Attention (Kobayashi et al. 2020): jedes Gewicht mal die Länge des Wertvektors, den es bewegt, durch den Teil von W^O dieses Heads; die Zeilen sind auf die Summe 1 skaliert.
ALTI und ALTI+ (Ferrando et al. 2022): wie viel jedes Token zu jeder Position beiträgt, über die Werte, die Residualverbindung und die Layer-Norm, über alle Schichten bis l. Die Beiträge der Quelle und des Zielpräfixes zu einer Decoder-Position ergeben zusammen 1.</translation>
    </message>
    <message>
        <location line="+718"/>
        <source>Computing the contributions (one more forward pass)…</source>
        <translation>Die Beiträge werden berechnet (ein weiterer Vorwärtsdurchlauf)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contributions could not be computed: %1</source>
        <translation>Die Beiträge konnten nicht berechnet werden: %1</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Contributions: %1</source>
        <translation>Beiträge: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/attention_analysis_jobs.cpp" line="+23"/>
        <source>the target&apos;s text encodes to other pieces than the ones shown</source>
        <translation>der Text des Ziels zerfällt in andere Teilstücke als die gezeigten</translation>
    </message>
    <message>
        <location filename="../app/studio/views/attention_view.cpp" line="+386"/>
        <source>up to this layer</source>
        <translation>bis zu dieser Schicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>contribution</source>
        <translation>Beitrag</translation>
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
        <translation>k. A.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Running the model…</source>
        <translation>Modell wird ausgeführt…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Rollout (encoder)</source>
        <translation>Rollout (Encoder)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rollout (decoder, through cross-attention)</source>
        <translation>Rollout (Decoder, über die Cross-Attention)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The three uses of multi-head attention in the Transformer (section 3.2.3), and attention rollout (Abnar &amp; Zuidema 2020): the product over layers of 0.5·A + 0.5·I, with A the layer&apos;s attention averaged over heads. Rollout&apos;s layer l shows how much of each source token has reached each position after layer l; the decoder&apos;s is read through cross-attention and the encoder&apos;s rollout.</source>
        <translation>Die drei Verwendungen der Multi-Head-Attention im Transformer (Abschnitt 3.2.3) und Attention-Rollout (Abnar &amp; Zuidema 2020): das Produkt über die Schichten von 0.5·A + 0.5·I, wobei A die über die Heads gemittelte Attention der Schicht ist. Schicht l des Rollouts zeigt, wie viel von jedem Quell-Token nach Schicht l an jeder Position angekommen ist; der Rollout des Decoders wird über die Cross-Attention und den Rollout des Encoders gelesen.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Sentence:</source>
        <translation>&amp;Satz:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Query token:</source>
        <translation>&amp;Query-Token:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Key token:</source>
        <translation>&amp;Key-Token:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Head roles…</source>
        <translation>Head-Rollen …</translation>
    </message>
    <message>
        <location line="+796"/>
        <source>Measure what each head does over the first %1 sentence pairs of the bundled dev set (forced decoding of the references), then label the thumbnails with the role badges.</source>
        <translation>Messen, was jeder Head über die ersten %1 Satzpaare des mitgelieferten Dev-Sets tut (erzwungene Dekodierung der Referenzen), und dann die Vorschaubilder mit Rollen-Badges beschriften.</translation>
    </message>
    <message>
        <location line="-794"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop measuring the head roles.</source>
        <translation>Die Messung der Head-Rollen abbrechen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>AER grid…</source>
        <translation>AER-Raster …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a source file, its target file and gold word alignments (Pharaoh “i-j”, one line per pair): every cross-attention thumbnail then shows its head&apos;s alignment error rate (lower is better).</source>
        <translation>Wählen Sie eine Quelldatei, die zugehörige Zieldatei und Gold-Wortalignierungen (Pharaoh „i-j“, eine Zeile pro Paar): Jedes Cross-Attention-Vorschaubild zeigt dann die Alignment-Fehlerrate seines Heads (niedriger ist besser).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every head&apos;s weight from the chosen query token (to the chosen key token, or to the key it attends to most). Click a column to sort; click a row to open that head.</source>
        <translation>Das Gewicht jedes Kopfes vom gewählten Query-Token (zum gewählten Key-Token oder zu dem Key, den er am stärksten beachtet). Spalte anklicken zum Sortieren, Zeile anklicken öffnet den Kopf.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The layer whose head is shown large.</source>
        <translation>Die Schicht, deren Kopf groß gezeigt wird.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One head, or the mean over the layer&apos;s heads.</source>
        <translation>Ein Kopf oder der Mittelwert über die Köpfe der Schicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Layer:</source>
        <translation>Sc&amp;hicht:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Head:</source>
        <translation>&amp;Kopf:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Arrow keys move a cursor over the cells; the line below reads its weight.</source>
        <translation>Die Pfeiltasten bewegen einen Cursor über die Zellen; die Zeile darunter nennt sein Gewicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+79"/>
        <source>Hover a cell (or use the arrow keys) to read its weight.</source>
        <translation>Mit der Maus über eine Zelle fahren (oder die Pfeiltasten nutzen), um ihr Gewicht zu lesen.</translation>
    </message>
    <message>
        <location line="+526"/>
        <source>Rows are the decoder&apos;s input: &lt;s&gt;, then the tokens so far, so row i predicts the token of row i + 1. The Translate view labels each row with the token produced at that step instead, one place later.</source>
        <translation>Zeilen sind die Eingabe des Decoders: &lt;s&gt;, dann die bisherigen Tokens; Zeile i sagt also das Token von Zeile i + 1 voraus. Die Übersetzungsansicht beschriftet jede Zeile stattdessen mit dem in diesem Schritt erzeugten Token, eine Stelle später.</translation>
    </message>
    <message>
        <location line="-519"/>
        <source> (masked: a query cannot attend to later positions)</source>
        <translation> (maskiert: eine Query kann spätere Positionen nicht beachten)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Toy-task input: %1</source>
        <translation>Eingabe der Spielaufgabe: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This model was trained on a toy task: it reads only its symbols, written s0, s1, … and separated by spaces (%1). Other words become &lt;unk&gt;.</source>
        <translation>Dieses Modell wurde auf einer Spielaufgabe trainiert: Es liest nur seine Symbole, geschrieben s0, s1, … und durch Leerzeichen getrennt (%1). Andere Wörter werden zu &lt;unk&gt;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional target in the same symbols: leave empty for the model&apos;s own output</source>
        <translation>Optionales Ziel in denselben Symbolen: leer lassen für die eigene Ausgabe des Modells</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source sentence (English)…</source>
        <translation>Quellsatz (Englisch)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional target: leave empty to inspect the model&apos;s own translation</source>
        <translation>Optionales Ziel: leer lassen, um die eigene Übersetzung des Modells zu untersuchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forced decoding: the decoder reads this target (teacher forcing) and you see how it attends while predicting each next piece.</source>
        <translation>Erzwungene Dekodierung: Der Decoder liest dieses Ziel (Teacher Forcing), und Sie sehen, worauf seine Attention fällt, während er jedes nächste Teilstück vorhersagt.</translation>
    </message>
    <message>
        <location line="+485"/>
        <source>Rows: decoding steps, named by the token each step outputs (as in Translate).</source>
        <translation>Zeilen: Dekodierschritte, benannt nach dem Token, das jeder Schritt ausgibt (wie in „Übersetzen“).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row “es” is the step that chose es: its query is the decoder&apos;s input before it (the previous token, or &lt;s&gt;). So “es → animal” is where the model looked while it said es.</source>
        <translation>Zeile „es“ ist der Schritt, der es gewählt hat: Seine Query ist die Eingabe des Decoders davor (das vorige Token oder &lt;s&gt;). „es → animal“ zeigt also, wohin das Modell schaute, während es „es“ ausgab.</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>queries (decoding steps, by the token each outputs)</source>
        <translation>Queries (Dekodierschritte, nach dem jeweils ausgegebenen Token)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>pos−1</source>
        <translation>Pos−1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pos+1</source>
        <translation>Pos+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rare</source>
        <translation>selten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>delim</source>
        <translation>Trenn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conf</source>
        <translation>sicher</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The dev set (../shared/data/general/tatoeba.dev.en.gz and .de.gz) is missing.</source>
        <translation>Das Dev-Set (../shared/data/general/tatoeba.dev.en.gz und .de.gz) fehlt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the dev set: %1</source>
        <translation>Das Dev-Set konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="-517"/>
        <location line="+524"/>
        <location line="+97"/>
        <source>Load a model first.</source>
        <translation>Laden Sie zuerst ein Modell.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Measuring head roles: 0 / %1 sentence pairs…</source>
        <translation>Messe Head-Rollen: 0 / %1 Satzpaare …</translation>
    </message>
    <message>
        <location line="-1064"/>
        <source>Measuring head roles: %1 / %2 sentence pairs…</source>
        <translation>Messe Head-Rollen: %1 / %2 Satzpaare …</translation>
    </message>
    <message>
        <location line="+1078"/>
        <source>Head roles cancelled.</source>
        <translation>Messung der Head-Rollen abgebrochen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not measure the head roles: %1</source>
        <translation>Die Head-Rollen konnten nicht gemessen werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Head roles over %1 sentence pairs: badges under the thumbnails; hover one for its numbers, “?” for the definitions.</source>
        <translation>Head-Rollen über %1 Satzpaare: Badges unter den Vorschaubildern; mit der Maus über einem Badge erscheinen seine Zahlen, über „?“ die Definitionen.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Layer %1, head %2 over %3 sentence pairs (%4 queries):
confidence (mean largest weight) %5 · entropy %6 nats
largest weight on the previous token %7 · on the next token %8
on the rarest token %9 · weight on delimiters %10</source>
        <translation>Schicht %1, Head %2 über %3 Satzpaare (%4 Queries):
Konfidenz (mittleres größtes Gewicht) %5 · Entropie %6 nats
größtes Gewicht auf dem vorigen Token %7 · auf dem nächsten Token %8
auf dem seltensten Token %9 · Gewicht auf Trennzeichen %10</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No badge.</source>
        <translation>Kein Badge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Badges: %1</source>
        <translation>Badges: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Source sentences, one per line</source>
        <translation>Quellsätze, einer pro Zeile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their translations, one per line</source>
        <translation>Ihre Übersetzungen, eine pro Zeile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold word alignments (Pharaoh i-j)</source>
        <translation>Gold-Wortalignierungen (Pharaoh i-j)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the files: %1</source>
        <translation>Die Dateien konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Aligning %1 sentence pairs…</source>
        <translation>Aligniere %1 Satzpaare …</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Alignment cancelled.</source>
        <translation>Alignierung abgebrochen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not align: %1</source>
        <translation>Alignierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AER of every cross-attention head alone (lower is better): best L%1 H%2 (%3); best layer mean: layer %4. Choose the cross-attention kind to see the grid.</source>
        <translation>AER jedes einzelnen Cross-Attention-Heads (niedriger ist besser): bester L%1 H%2 (%3); bestes Schichtmittel: Schicht %4. Wählen Sie die Cross-Attention-Art, um das Raster zu sehen.</translation>
    </message>
    <message>
        <location line="-1150"/>
        <source>Encoder self-attention</source>
        <translation>Encoder-Self-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder self-attention (masked)</source>
        <translation>Decoder-Self-Attention (maskiert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder–decoder (cross) attention</source>
        <translation>Encoder-Decoder-Attention (Cross-Attention)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines</source>
        <translation>Linien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the selected layer as a heatmap of one head, or as lines between the token columns with every head in its own colour.</source>
        <translation>Die gewählte Schicht als Heatmap eines Kopfes anzeigen oder als Linien zwischen den Token-Spalten, jeder Kopf in eigener Farbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A query token: every thumbnail shows that token&apos;s row (what it attends to) and the other rows fade. With a key token too, the table ranks every head by the query → key weight.</source>
        <translation>Ein Query-Token: Jedes Vorschaubild zeigt die Zeile dieses Tokens (was es beachtet), die übrigen Zeilen verblassen. Mit einem Key-Token ordnet die Tabelle alle Köpfe nach dem Gewicht Query → Key.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A key token: each thumbnail&apos;s title gives the chosen query&apos;s weight to it, and the table lists every head by that weight, largest first.</source>
        <translation>Ein Key-Token: Der Titel jedes Vorschaubilds nennt das Gewicht der gewählten Query darauf, und die Tabelle listet alle Köpfe nach diesem Gewicht, das größte zuerst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+570"/>
        <source>Type a sentence to see every layer and head.</source>
        <translation>Geben Sie einen Satz ein, um jede Schicht und jeden Kopf zu sehen.</translation>
    </message>
    <message>
        <location line="-562"/>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention:</source>
        <translation>Attention:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show as:</source>
        <translation>Anzeigen als:</translation>
    </message>
    <message>
        <location line="+82"/>
        <location line="+781"/>
        <source>attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
    <message>
        <location line="-766"/>
        <source>H: mean entropy of each query&apos;s attention (nats; low = focused). max: mean of each query&apos;s largest weight. Δ: mean attended key position minus query position (negative = looks back).</source>
        <translation>H: mittlere Entropie der Attention jeder Query (nats; niedrig = fokussiert). max: Mittel des größten Gewichts jeder Query. Δ: mittlere beachtete Key-Position minus Query-Position (negativ = blickt zurück).</translation>
    </message>
    <message>
        <location line="+597"/>
        <source>Rows: the decoder&apos;s input (&lt;s&gt; first), one place before Translate&apos;s rows.</source>
        <translation>Zeilen: die Eingabe des Decoders (&lt;s&gt; zuerst), eine Stelle vor den Zeilen der Übersetzung.</translation>
    </message>
    <message>
        <location line="-523"/>
        <source>query %1 “%2” → key %3 “%4”: %5</source>
        <translation>Query %1 „%2“ → Key %3 „%4“: %5</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The encoder&apos;s input. Its pieces are the keys of encoder self-attention and of encoder-decoder attention. The Translate view shares it.</source>
        <translation>Die Eingabe des Encoders. Ihre Teilstücke sind die Keys der Encoder-Self-Attention und der Encoder-Decoder-Attention. Die Übersetzungsansicht teilt sie.</translation>
    </message>
    <message>
        <location line="+369"/>
        <source>Target: %1%6 — %2 source and %3 target pieces, %4 ms on %5</source>
        <translation>Ziel: %1%6 — %2 Quell- und %3 Ziel-Teilstücke, %4 ms auf %5</translation>
    </message>
    <message>
        <location line="-4"/>
        <source> (as Translate shows it: %1)</source>
        <translation> (wie „Übersetzen“ sie zeigt: %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (the model&apos;s greedy translation)</source>
        <translation> (die gierige Übersetzung des Modells)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+136"/>
        <source>L%1 H%2</source>
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Layer %1, head %2: click to open it large</source>
        <translation>Schicht %1, Kopf %2: zum Vergrößern klicken</translation>
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
        <translation>(keins)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest weight of %1</source>
        <translation>größtes Gewicht von %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Heads:</source>
        <translation>Köpfe:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>H%1</source>
        <translation>K%1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Show or hide head %1&apos;s lines</source>
        <translation>Linien von Kopf %1 ein- oder ausblenden</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>queries (source tokens)</source>
        <translation>Queries (Quell-Tokens)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keys (source tokens)</source>
        <translation>Keys (Quell-Tokens)</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+187"/>
        <source>mean over heads</source>
        <translation>Mittel über alle Köpfe</translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+187"/>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>up to L%1</source>
        <translation>bis L%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>queries (decoder input tokens)</source>
        <translation>Queries (Eingabe-Tokens des Decoders)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys (decoder input tokens)</source>
        <translation>Keys (Eingabe-Tokens des Decoders)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · layer %2 · %3</source>
        <translation>%1 · Schicht %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer %1, %2: %3</source>
        <translation>Schicht %1, %2: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no attention to export yet: type a sentence first.</source>
        <translation>Noch keine Attention zum Exportieren: Geben Sie zuerst einen Satz ein.</translation>
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
        <translation>Abgebrochen. „Attribuieren“ startet sie erneut.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Export attribution</source>
        <translation>Attribution exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Saliency</source>
        <translation>Saliency</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input × gradient</source>
        <translation>Eingabe × Gradient</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Integrated gradients</source>
        <translation>Integrierte Gradienten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saliency: ‖∂f/∂x‖ per token (never negative). Input × gradient: x · ∂f/∂x, signed (positive: the token pushes f up). Integrated gradients: x · the mean gradient on the straight path from zero token embeddings; the numbers add up to f(input) − f(baseline).</source>
        <translation>Saliency: ‖∂f/∂x‖ je Token (nie negativ). Eingabe × Gradient: x · ∂f/∂x, mit Vorzeichen (positiv: das Token hebt f an). Integrierte Gradienten: x · der mittlere Gradient auf dem geraden Weg von Token-Embeddings null; die Zahlen summieren sich zu f(Eingabe) − f(Basislinie).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Integrated gradients: the intervals of the path (trapezoid rule); each is one forward and backward pass.</source>
        <translation>Integrierte Gradienten: die Intervalle des Wegs (Trapezregel); jedes kostet einen Vorwärts- und Rückwärtsdurchlauf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contrast with:</source>
        <translation>Kontrast zu:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attribute log P(token) − log P(the contrast word&apos;s first piece) at this step: which tokens make the model prefer the one over the other (Yin &amp; Neubig 2022).</source>
        <translation>log P(Token) − log P(erstes Stück des Kontrastworts) in diesem Schritt attribuieren: welche Tokens das Modell das eine dem anderen vorziehen lassen (Yin &amp; Neubig 2022).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. sie</source>
        <translation>z. B. sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attribute</source>
        <translation>Attribuieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute the attribution of this step (off the interface thread).</source>
        <translation>Die Attribution dieses Schritts berechnen (außerhalb des Oberflächen-Threads).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export attribution…</source>
        <translation>Attribution exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The numbers over every source and target-prefix token as CSV or JSON.</source>
        <translation>Die Zahlen über allen Quell- und Zielpräfix-Tokens als CSV oder JSON.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Integrated gradients: %1 forward and backward passes… %2 s</source>
        <translation>Integrierte Gradienten: %1 Vorwärts- und Rückwärtsdurchläufe… %2 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attributing… %1 s</source>
        <translation>Attribuiere… %1 s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Press Attribute to run integrated gradients (%1 forward and backward passes).</source>
        <translation>„Attribuieren“ startet die integrierten Gradienten (%1 Vorwärts- und Rückwärtsdurchläufe).</translation>
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
        <translation>Schritt %1 wählt &lt;b&gt;%2&lt;/b&gt; (log P %3%4). f = %5 = &lt;b&gt;%6&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; log P(%1) %2</source>
        <translation>; log P(%1) %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>saliency ‖∂f/∂x‖</source>
        <translation>Saliency ‖∂f/∂x‖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saliency: the gradient&apos;s L2 norm per token, never negative.</source>
        <translation>Saliency: die L2-Norm des Gradienten je Token, nie negativ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input × gradient</source>
        <translation>Eingabe × Gradient</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input × gradient, signed; their sum %1 is f&apos;s first-order change from zero token embeddings.</source>
        <translation>Eingabe × Gradient, mit Vorzeichen; ihre Summe %1 ist die Änderung erster Ordnung von f gegenüber Token-Embeddings null.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>integrated gradients</source>
        <translation>integrierte Gradienten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Integrated gradients, %1 steps, from %2. Completeness: the sum %3 vs f(input) − f(baseline) = %4 − %5 = %6 (gap %7, %8 %).</source>
        <translation>Integrierte Gradienten, %1 Schritte, ausgehend von: %2. Vollständigkeit: die Summe %3 gegenüber f(Eingabe) − f(Basislinie) = %4 − %5 = %6 (Abweichung %7, %8 %).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every token embedding zero, positional encodings kept</source>
        <translation>alle Token-Embeddings null, Positionskodierungen bleiben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;The gap is over 5 %: more steps make the sum exact.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Abweichung liegt über 5 %: mehr Schritte machen die Summe genau.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forward and backward passes: %1, %2 s.</source>
        <translation>Vorwärts- und Rückwärtsdurchläufe: %1, %2 s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target prefix</source>
        <translation>Zielpräfix</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no attribution to export yet.</source>
        <translation>Es gibt noch keine Attribution zum Exportieren.</translation>
    </message>
</context>
<context>
    <name>studio::CausalHeadGridWidget</name>
    <message>
        <location filename="../app/studio/widgets/causal_head_grid_widget.cpp" line="+123"/>
        <location line="+87"/>
        <source>Layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>No pairs patched yet.</source>
        <translation>Noch keine Paare gepatcht.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>share of the total effect restored (1 = all of it)</source>
        <translation>wiederhergestellter Anteil der Gesamtwirkung (1 = alles)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, layer %2, head %3: no pair with a large enough total effect</source>
        <translation>%1, Schicht %2, Kopf %3: kein Paar mit ausreichend großer Gesamtwirkung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, layer %2, head %3: restores %4 of the total effect on average over %5 pairs (95 % bootstrap interval %6 to %7)</source>
        <translation>%1, Schicht %2, Kopf %3: stellt im Mittel über %5 Paare %4 der Gesamtwirkung wieder her (95-%-Bootstrap-Intervall %6 bis %7)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click to list the share pair by pair.</source>
        <translation>Klicken, um den Anteil Paar für Paar aufzulisten.</translation>
    </message>
</context>
<context>
    <name>studio::CausalMaskPanel</name>
    <message>
        <location filename="../app/studio/views/illustrations/causal_mask_panel.cpp" line="+25"/>
        <source>Number of target positions (queries and keys)</source>
        <translation>Anzahl der Zielpositionen (Queries und Keys)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask: 1 = may attend, 0 = hidden</source>
        <translation>Maske: 1 = darf beachten, 0 = verborgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights when all scores are equal</source>
        <translation>Gewichte bei gleichen Scores</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>query position i</source>
        <translation>Query-Position i</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key position j</source>
        <translation>Key-Position j</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>may attend</source>
        <translation>darf beachten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>softmax of equal scores under the causal mask (%1 positions)</source>
        <translation>Softmax gleicher Scores unter der kausalen Maske (%1 Positionen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>causal mask (%1 positions)</source>
        <translation>kausale Maske (%1 Positionen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With every score equal, the softmax spreads each row evenly over the keys it may see: query i gives 1/i to each of keys 1 … i and nothing to later ones.</source>
        <translation>Sind alle Scores gleich, verteilt die Softmax jede Zeile gleichmäßig auf die sichtbaren Keys: Query i gibt jedem der Keys 1 … i den Anteil 1/i und späteren nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The decoder predicts position i+1 from positions 1 … i only, so query i may attend to keys j ≤ i. The hidden entries (above the diagonal) are set to −∞ before the softmax (section 3.2.3), which makes their weights 0.</source>
        <translation>Der Decoder sagt Position i+1 nur aus den Positionen 1 … i voraus, also darf Query i nur Keys j ≤ i beachten. Die verborgenen Einträge (über der Diagonale) werden vor der Softmax auf −∞ gesetzt (Abschnitt 3.2.3), wodurch ihre Gewichte 0 werden.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/illustrations/causal_mask_panel.h" line="+21"/>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
</context>
<context>
    <name>studio::ChartExport</name>
    <message>
        <location filename="../app/studio/widgets/chart_export.cpp" line="+13"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
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
        <translation>Das Gerät, dessen Operationen gemessen werden: dieselben Kernels, mit denen die Engine übersetzt und trainiert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model width d, fixed while n grows (8 heads; d_ff = 4·d as in the paper).</source>
        <translation>Die Modellbreite d, fest, während n wächst (8 Heads; d_ff = 4·d wie im Paper).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timed calls per length; the plot shows their median.</source>
        <translation>Gemessene Aufrufe pro Länge; das Diagramm zeigt ihren Median.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequence lengths n to measure, separated by commas.</source>
        <translation>Zu messende Sequenzlängen n, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time self-attention and the feed-forward network at every length.</source>
        <translation>Self-Attention und Feed-Forward-Netz bei jeder Länge messen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running measurement.</source>
        <translation>Die laufende Messung abbrechen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press Run to measure on this machine.</source>
        <translation>Klicken Sie auf „Ausführen“, um auf diesem Rechner zu messen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Backend:</source>
        <translation>Backend:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lengths n:</source>
        <translation>Längen n:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeats:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time per call against sequence length n (log-log)</source>
        <translation>Zeit pro Aufruf über der Sequenzlänge n (log-log)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sequence length n</source>
        <translation>Sequenzlänge n</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seconds per call (median)</source>
        <translation>Sekunden pro Aufruf (Median)</translation>
    </message>
    <message>
        <location line="+224"/>
        <source>Table 1 of the paper</source>
        <translation>Tabelle 1 des Papers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layer type</source>
        <translation>Schichttyp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Complexity per layer</source>
        <translation>Komplexität pro Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential operations</source>
        <translation>Sequenzielle Operationen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Maximum path length</source>
        <translation>Maximale Pfadlänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+75"/>
        <source>Self-attention</source>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Recurrent</source>
        <translation>Rekurrent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convolutional</source>
        <translation>Faltung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Self-attention (restricted)</source>
        <translation>Self-Attention (eingeschränkt)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>n is the sequence length, d the representation dimension, k the kernel size of convolutions and r the size of the neighbourhood in restricted self-attention. Self-attention is faster than a recurrent layer when n is smaller than d, which is most often the case for sentence representations. The feed-forward network measured here costs O(n·d·d_ff): linear in n, like the recurrent layer.</source>
        <translation>n ist die Sequenzlänge, d die Dimension der Repräsentation, k die Kernelgröße der Faltungen und r die Größe der Nachbarschaft bei eingeschränkter Self-Attention. Self-Attention ist schneller als eine rekurrente Schicht, wenn n kleiner als d ist, was bei Satzrepräsentationen meist der Fall ist. Das hier gemessene Feed-Forward-Netz kostet O(n·d·d_ff): linear in n, wie die rekurrente Schicht.</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Vulkan: %1</source>
        <translation>Vulkan: %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 heads of %2 dimensions, d_ff = %3. Counted arithmetic: self-attention 4·n²·d, the FFN 4·n·d·d_ff, so the FLOP counts cross at n = d_ff = %3.</source>
        <translation>%1 Heads mit je %2 Dimensionen, d_ff = %3. Gezählte Rechenoperationen: Self-Attention 4·n²·d, das FFN 4·n·d·d_ff, daher kreuzen sich die FLOP-Zahlen bei n = d_ff = %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Enter at least one sequence length.</source>
        <translation>Geben Sie mindestens eine Sequenzlänge ein.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Measuring on %1…</source>
        <translation>Messe auf %1 …</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>The measurement failed: %1</source>
        <translation>Die Messung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Complexity measured on %1</source>
        <translation>Komplexität, gemessen auf %1</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>self-attention, slope %1</source>
        <translation>Self-Attention, Steigung %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FFN, slope %1</source>
        <translation>FFN, Steigung %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossover</source>
        <translation>Schnittpunkt</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Feed-forward network</source>
        <translation>Feed-Forward-Netz</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>On %1: self-attention grows as n^%2 and the FFN as n^%3.</source>
        <translation>Auf %1: Self-Attention wächst wie n^%2, das FFN wie n^%3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Up to n = %1 attention stays cheaper than the FFN.</source>
        <translation>Bis n = %1 bleibt Attention günstiger als das FFN.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention already costs more than the FFN at n = %1.</source>
        <translation>Bei n = %1 kostet Attention bereits mehr als das FFN.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention starts to cost more than the FFN at n ≈ %1 (%2 vs %3 at n = %4).</source>
        <translation>Ab n ≈ %1 kostet Attention mehr als das FFN (%2 gegenüber %3 bei n = %4).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no measurements to export: press Run first.</source>
        <translation>Keine Messungen zum Exportieren: Klicken Sie zuerst auf „Ausführen“.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/complexity_view.h" line="+40"/>
        <source>Complexity</source>
        <translation>Komplexität</translation>
    </message>
</context>
<context>
    <name>studio::ContrastTableModel</name>
    <message>
        <location filename="../app/studio/viewmodels/contrast_table_model.cpp" line="+44"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Line %1. Double-click to open this item in the probe.</source>
        <translation>Zeile %1. Doppelklicken Sie, um diesen Testfall in der Sonde zu öffnen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Margin</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preferred translation</source>
        <translation>Bevorzugte Übersetzung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
</context>
<context>
    <name>studio::DecodeStepPanel</name>
    <message>
        <location filename="../app/studio/widgets/decode_step_panel.cpp" line="+39"/>
        <source>Next token</source>
        <translation>Nächstes Token</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ten most probable next tokens at this step. Double-click one to force it and let the model continue from there.</source>
        <translation>Die zehn wahrscheinlichsten nächsten Tokens in diesem Schritt. Doppelklicken Sie auf eines, um es zu erzwingen und das Modell von dort aus weitermachen zu lassen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entropy of the whole next-token distribution, H = −Σ p log₂ p. 0 bits: certain; each extra bit doubles the number of equally likely choices (perplexity 2^H).</source>
        <translation>Entropie der gesamten Verteilung des nächsten Tokens, H = −Σ p log₂ p. 0 Bit: sicher; jedes zusätzliche Bit verdoppelt die Zahl gleich wahrscheinlicher Möglichkeiten (Perplexität 2^H).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Force the selected token</source>
        <translation>Gewähltes Token erzwingen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What if the model had said this? Keeps the translation up to this step, puts the selected token next and continues greedily.</source>
        <translation>Was wäre, wenn das Modell dies gesagt hätte? Behält die Übersetzung bis zu diesem Schritt bei, setzt das gewählte Token als Nächstes ein und dekodiert greedy weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or type a word, e.g. sie</source>
        <translation>oder ein Wort eingeben, z. B. sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force word</source>
        <translation>Wort erzwingen</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>layer.head</source>
        <translation>Schicht.Kopf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>The cross-attention row of every head at this step: where each head of each decoder layer looks in the source while the model chooses this token.</source>
        <translation>Die Cross-Attention-Zeile jedes Kopfes in diesem Schritt: wohin jeder Kopf jeder Decoder-Schicht in der Quelle blickt, während das Modell dieses Token wählt.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Choose a step (a row of the map) to see what the model could have said there.</source>
        <translation>Wählen Sie einen Schritt (eine Zeile der Karte), um zu sehen, was das Modell dort hätte sagen können.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Step %1 of %2.&lt;/b&gt; After “%3” the model says &lt;b&gt;%4&lt;/b&gt; (p = %5).</source>
        <translation>&lt;b&gt;Schritt %1 von %2.&lt;/b&gt; Nach „%3“ sagt das Modell &lt;b&gt;%4&lt;/b&gt; (p = %5).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The token the translation has here.</source>
        <translation>Das Token, das die Übersetzung an dieser Stelle hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entropy %1 bits (perplexity %2)</source>
        <translation>Entropie %1 Bit (Perplexität %2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1.%2</source>
        <translation>%1.%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every head at step %1</source>
        <translation>Alle Köpfe in Schritt %1</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Next tokens and heads</source>
        <translation>Nächste Tokens und Köpfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attribution</source>
        <translation>Attribution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which source and target-prefix tokens the choice at this step depends on: gradient attribution, optionally against a contrast word.</source>
        <translation>Von welchen Quell- und Zielpräfix-Tokens die Wahl in diesem Schritt abhängt: Gradienten-Attribution, wahlweise gegen ein Kontrastwort.</translation>
    </message>
</context>
<context>
    <name>studio::EngineJobs</name>
    <message>
        <location filename="../app/studio/jobs/engine_jobs.cpp" line="+49"/>
        <source>The model could not be loaded: %1</source>
        <translation>Das Modell konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No model is loaded. Open a model folder first (File ▸ Open model folder…).</source>
        <translation>Kein Modell geladen. Öffnen Sie zuerst einen Modellordner (Datei ▸ Modellordner öffnen…).</translation>
    </message>
</context>
<context>
    <name>studio::GifEncoder</name>
    <message>
        <location filename="../app/studio/views/training/gif_encoder.cpp" line="+122"/>
        <source>The GIF encoder failed: %1</source>
        <translation>Der GIF-Encoder ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This build cannot write GIF (giflib was missing).</source>
        <translation>Dieser Build kann kein GIF schreiben (giflib fehlte).</translation>
    </message>
</context>
<context>
    <name>studio::GifEncoder::State</name>
    <message>
        <location line="-82"/>
        <source>The GIF encoder failed: %1</source>
        <translation>Der GIF-Encoder ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>studio::HeadGridWidget</name>
    <message>
        <location filename="../app/studio/widgets/head_grid_widget.cpp" line="+125"/>
        <location line="+56"/>
        <source>Layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No heads measured yet.</source>
        <translation>Noch keine Köpfe gemessen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+38"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>▼ mean over heads %1 % [%2–%3]</source>
        <translation>▼ Mittel über alle Köpfe %1 % [%2–%3]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>◆ nearest preceding person %1 % [%2–%3]</source>
        <translation>◆ nächste vorangehende Person %1 % [%2–%3]</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Layer %1, head %2: not measured (no sentence had what this kind needs)</source>
        <translation>Schicht %1, Kopf %2: nicht gemessen (kein Satz hatte, was diese Art benötigt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layer %1, head %2: right on %3 of %4 sentences, %5 % (95 % interval %6–%7 %)
mean weight to the antecedent %8, to the other person %9
Click to list the sentences.</source>
        <translation>Schicht %1, Kopf %2: richtig bei %3 von %4 Sätzen, %5 % (95-%-Intervall %6–%7 %)
mittleres Gewicht auf das Antezedens %8, auf die andere Person %9
Klicken Sie, um die Sätze aufzulisten.</translation>
    </message>
</context>
<context>
    <name>studio::HeadLabView</name>
    <message>
        <location filename="../app/studio/views/head_lab_view.cpp" line="+77"/>
        <source>Dev set: translating without the mask…</source>
        <translation>Dev-Set: Übersetzung ohne Maske …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dev set: translating with the mask…</source>
        <translation>Dev-Set: Übersetzung mit Maske …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive set: scoring without the mask…</source>
        <translation>Kontrastset: Bewertung ohne Maske …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive set: scoring with the mask…</source>
        <translation>Kontrastset: Bewertung mit Maske …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importance: a backward pass per batch…</source>
        <translation>Wichtigkeit: ein Rückwärtsdurchlauf pro Batch …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pruning curve: translating the set with 0–90 % of the heads off…</source>
        <translation>Pruning-Kurve: Übersetzung des Sets mit 0–90 % abgeschalteten Heads …</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Type or paste an English sentence…</source>
        <translation>Englischen Satz eingeben oder einfügen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no head switched off</source>
        <translation>kein Head abgeschaltet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The heads switched off, as attention-cli&apos;s --mask-heads takes them: enc:L.H, dec:L.H, cross:L.H, counted from 1 (enc:2.* is a whole layer). Paste or edit and press Enter to apply.</source>
        <translation>Die abgeschalteten Heads im Format von attention-clis --mask-heads: enc:L.H, dec:L.H, cross:L.H, ab 1 gezählt (enc:2.* ist eine ganze Schicht). Einfügen oder bearbeiten und mit Enter anwenden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the mask as text.</source>
        <translation>Die Maske als Text kopieren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear mask</source>
        <translation>Maske leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch every head on again.</source>
        <translation>Alle Heads wieder einschalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentence:</source>
        <translation>Satz:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask:</source>
        <translation>Maske:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Encoder self-attention</source>
        <translation>Encoder-Self-Attention</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decoder self-attention</source>
        <translation>Decoder-Self-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a head (or move with the arrows and press Space) to switch it off or on.</source>
        <translation>Klicken Sie auf einen Head (oder wählen Sie ihn mit den Pfeiltasten und drücken Sie die Leertaste), um ihn aus- oder einzuschalten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Crossed out: switched off (its output times 0 before W&lt;sup&gt;O&lt;/sup&gt;). After Head importance, colour and number: the head&apos;s importance, normalised per layer (yellow: the grid&apos;s most important).</source>
        <translation>Durchgestrichen: abgeschaltet (seine Ausgabe mal 0 vor W&lt;sup&gt;O&lt;/sup&gt;). Nach „Head-Wichtigkeit“ zeigen Farbe und Zahl die pro Schicht normierte Wichtigkeit des Heads (gelb: der wichtigste im Raster).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Dev files…</source>
        <translation>Dev-Dateien …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A source file and its reference translations, one sentence a line (plain or gzip).</source>
        <translation>Eine Quelldatei und ihre Referenzübersetzungen, ein Satz pro Zeile (Text oder gzip).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contrastive file…</source>
        <translation>Kontrastdatei …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minimal pairs as the Probe view&apos;s batch reads them: source, correct translation, wrong ones.</source>
        <translation>Minimalpaare im Format des Stapels der Probe-Ansicht: Quelle, richtige Übersetzung, falsche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the first N pairs or items of a file (&quot;all&quot;: every one).</source>
        <translation>Nur die ersten N Paare oder Einträge einer Datei („alle“: jeder).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLEU before/after</source>
        <translation>BLEU vorher/nachher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translate the dev set without and with the mask (on a worker thread).</source>
        <translation>Das Dev-Set ohne und mit Maske übersetzen (in einem Worker-Thread).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy before/after</source>
        <translation>Genauigkeit vorher/nachher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score the contrastive items without and with the mask (on a worker thread).</source>
        <translation>Die Kontrasteinträge ohne und mit Maske bewerten (in einem Worker-Thread).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The mask on a set</source>
        <translation>Die Maske auf einem Set</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First pairs / items:</source>
        <translation>Erste Paare / Einträge:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Head importance</source>
        <translation>Head-Wichtigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Michel et al. 2019: the mean |∂L/∂ξ| of a gate on each head over the dev pairs, normalised per layer; then BLEU as 0–90 % of the heads are switched off, least important first and at random (on a worker thread).</source>
        <translation>Michel et al. 2019: das mittlere |∂L/∂ξ| eines Gates auf jedem Head über die Dev-Paare, pro Schicht normiert; dann BLEU, wenn 0–90 % der Heads abgeschaltet werden, die unwichtigsten zuerst und zufällig (in einem Worker-Thread).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save curve…</source>
        <translation>Kurve speichern …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pruning curve as PNG or SVG, or its numbers as CSV.</source>
        <translation>Die Pruning-Kurve als PNG oder SVG oder ihre Zahlen als CSV.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which heads matter</source>
        <translation>Welche Heads zählen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running job.</source>
        <translation>Den laufenden Auftrag anhalten.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Not a mask: %1</source>
        <translation>Keine Maske: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;b&gt;Without the mask:&lt;/b&gt; (type a sentence)</source>
        <translation>&lt;b&gt;Ohne Maske:&lt;/b&gt; (Satz eingeben)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Without the mask:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ohne Maske:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;With the mask:&lt;/b&gt; no head is switched off; click heads in the grids.</source>
        <translation>&lt;b&gt;Mit Maske:&lt;/b&gt; kein Head ist abgeschaltet; klicken Sie Heads in den Rastern an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;With the mask:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Mit Maske:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ log P of the unmasked translation under the mask: &lt;b&gt;%1&lt;/b&gt; (log P %2 → %3) · %4 ms</source>
        <translation>Δ log P der Übersetzung ohne Maske unter der Maske: &lt;b&gt;%1&lt;/b&gt; (log P %2 → %3) · %4 ms</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>(no dev files)</source>
        <translation>(keine Dev-Dateien)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(no contrastive file)</source>
        <translation>(keine Kontrastdatei)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Text files (*.txt *.gz *.en *.de *.src *.ref);;All files (*)</source>
        <translation>Textdateien (*.txt *.gz *.en *.de *.src *.ref);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source sentences</source>
        <translation>Quellsätze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference translations</source>
        <translation>Referenzübersetzungen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Contrastive items</source>
        <translation>Kontrasteinträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive items (*.tsv *.txt);;All files (*)</source>
        <translation>Kontrasteinträge (*.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose a source and a reference file first (Dev files…).</source>
        <translation>Wählen Sie zuerst eine Quell- und eine Referenzdatei (Dev-Dateien …).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a contrastive file first (Contrastive file…).</source>
        <translation>Wählen Sie zuerst eine Kontrastdatei (Kontrastdatei …).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done in %1 s on %2.</source>
        <translation>Fertig in %1 s auf %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;%1 pairs&lt;/b&gt; of %2, mask “%3”: BLEU %4 → %5 (%6), chrF %7 → %8 (%9)</source>
        <translation>&lt;b&gt;%1 Paare&lt;/b&gt; aus %2, Maske „%3“: BLEU %4 → %5 (%6), chrF %7 → %8 (%9)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1 items&lt;/b&gt; of %2, mask “%3”: accuracy %4 % → %5 % (%6 → %7 right)</source>
        <translation>&lt;b&gt;%1 Einträge&lt;/b&gt; aus %2, Maske „%3“: Genauigkeit %4 % → %5 % (%6 → %7 richtig)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Switch heads off above, then measure what the mask does to a whole dev file or contrastive file.</source>
        <translation>Schalten Sie oben Heads ab und messen Sie dann, was die Maske mit einer ganzen Dev- oder Kontrastdatei macht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measure which heads matter over the dev pairs: the grids above take the colour of each head&apos;s importance.</source>
        <translation>Messen Sie über die Dev-Paare, welche Heads zählen: Die Raster oben nehmen die Farbe der Wichtigkeit jedes Heads an.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Importance over &lt;b&gt;%1 pairs&lt;/b&gt;. Most important: %2.&lt;br&gt;Least important: %3.</source>
        <translation>Wichtigkeit über &lt;b&gt;%1 Paare&lt;/b&gt;. Am wichtigsten: %2.&lt;br&gt;Am unwichtigsten: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pruning curve was stopped.</source>
        <translation>Die Pruning-Kurve wurde angehalten.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the pruning curve</source>
        <translation>Pruning-Kurve speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV (*.csv)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg);;CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>There is no pruning curve to export yet: run Head importance first.</source>
        <translation>Noch keine Pruning-Kurve zum Exportieren: Führen Sie zuerst „Head-Wichtigkeit“ aus.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/head_lab_view.h" line="+42"/>
        <source>Head lab</source>
        <translation>Head-Labor</translation>
    </message>
</context>
<context>
    <name>studio::HeadObservationsModel</name>
    <message>
        <location filename="../app/studio/viewmodels/head_observations_model.cpp" line="+123"/>
        <source>✓ right</source>
        <translation>✓ richtig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>≈ tie</source>
        <translation>≈ Gleichstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ wrong</source>
        <translation>✗ falsch</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Margin %1 (weight to the antecedent minus weight to the other person). Within ±%2 it counts as a tie, which is not right.</source>
        <translation>Abstand %1 (Gewicht auf das Antezedens minus Gewicht auf die andere Person). Innerhalb von ±%2 gilt er als Gleichstand und zählt nicht als richtig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
→ %2
Double-click to open it in the Attention view with this head selected.</source>
        <translation>%1
→ %2
Doppelklicken Sie, um den Satz in der Ansicht „Attention“ zu öffnen und dort diesen Kopf auszuwählen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antecedent</source>
        <translation>Antezedens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other person</source>
        <translation>Andere Person</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight → antecedent</source>
        <translation>Gewicht → Antezedens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight → other</source>
        <translation>Gewicht → andere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Margin</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model&apos;s translation</source>
        <translation>Übersetzung des Modells</translation>
    </message>
</context>
<context>
    <name>studio::HeadSwitchGrid</name>
    <message>
        <location filename="../app/studio/widgets/head_switch_grid.cpp" line="+207"/>
        <source>Layer %1, head %2</source>
        <translation>Schicht %1, Head %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normalised importance: %1</source>
        <translation>Normierte Wichtigkeit: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switched off: click to switch it on again.</source>
        <translation>Abgeschaltet: Klicken schaltet ihn wieder ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to switch this head off.</source>
        <translation>Klicken schaltet diesen Head ab.</translation>
    </message>
</context>
<context>
    <name>studio::HeadsView</name>
    <message>
        <location filename="../app/studio/views/heads_view.cpp" line="+45"/>
        <source>%1 % [%2–%3]</source>
        <translation>%1 % [%2–%3]</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Running the head finder on %1…</source>
        <translation>Kopfsuche läuft auf %1…</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Load a WinoMT-format file (Load sentences…) and press Run.</source>
        <translation>Laden Sie eine Datei im WinoMT-Format (Sätze laden…) und klicken Sie auf „Ausführen“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Run to translate the sentences of %1 and measure every head.</source>
        <translation>Klicken Sie auf „Ausführen“, um die Sätze aus %1 zu übersetzen und jeden Kopf zu messen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load sentences…</source>
        <translation>Sätze laden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A WinoMT-format file, tab-separated: gender, the antecedent&apos;s 0-based word index, the sentence, the antecedent noun (e.g. ../shared/data/winomt/en.tsv).</source>
        <translation>Eine Datei im WinoMT-Format, tabulatorgetrennt: Geschlecht, der nullbasierte Wortindex des Antezedens, der Satz, das Antezedens-Nomen (z. B. ../shared/data/winomt/en.tsv).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the first N sentences of the file, for a quick look (&quot;all&quot;: every one).</source>
        <translation>Nur die ersten N Sätze der Datei, für einen schnellen Überblick („alle“: jeder Satz).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translate every sentence with the model and measure every head (on a worker thread).</source>
        <translation>Jeden Satz mit dem Modell übersetzen und jeden Kopf messen (in einem Worker-Thread).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current sentence and show the sentences done so far.</source>
        <translation>Nach dem aktuellen Satz anhalten und die bisher bearbeiteten Sätze anzeigen.</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+107"/>
        <source>%v / %m sentences</source>
        <translation>%v / %m Sätze</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First sentences:</source>
        <translation>Erste Sätze:</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Encoder self-attention: English pronoun → antecedent</source>
        <translation>Encoder-Self-Attention: englisches Pronomen → Antezedens</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Read on the row of the English pronoun, words merged from subwords.</source>
        <translation>Abgelesen in der Zeile des englischen Pronomens, Wörter aus Teilstücken zusammengeführt.</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Cross-attention: step choosing the German pronoun → antecedent</source>
        <translation>Cross-Attention: Schritt, der das deutsche Pronomen wählt → Antezedens</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Read on the decoding step whose output is the German pronoun, on the model&apos;s own translation.</source>
        <translation>Abgelesen im Dekodierschritt, dessen Ausgabe das deutsche Pronomen ist, auf der eigenen Übersetzung des Modells.</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+324"/>
        <source>Click a head to list the sentences where it is right and where it is wrong.</source>
        <translation>Klicken Sie auf einen Kopf, um die Sätze aufzulisten, bei denen er richtig und bei denen er falsch liegt.</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Right, wrong and ties</source>
        <translation>Richtig, falsch und Gleichstände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only where it is right</source>
        <translation>Nur wo er richtig liegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only where it is wrong</source>
        <translation>Nur wo er falsch liegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only near ties</source>
        <translation>Nur Beinahe-Gleichstände</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A head is right on a sentence when its weight to the antecedent exceeds its weight to the other person by more than this margin; a smaller difference (0.0002 against 0.0000) is a tie, which is not right. 0 counts any difference, as the command line does. The grids rank the heads again.</source>
        <translation>Ein Kopf liegt bei einem Satz richtig, wenn sein Gewicht auf das Antezedens sein Gewicht auf die andere Person um mehr als diesen Abstand übersteigt; ein kleinerer Unterschied (0.0002 gegenüber 0.0000) ist ein Gleichstand und zählt nicht als richtig. 0 zählt jeden Unterschied, wie die Kommandozeile. Die Raster bewerten die Köpfe dann neu.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Double-click a sentence (or press Enter) to open it in the Attention view with this head selected.</source>
        <translation>Doppelklicken Sie auf einen Satz (oder drücken Sie die Eingabetaste), um ihn in der Ansicht „Attention“ zu öffnen und dort diesen Kopf auszuwählen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tie below a margin of:</source>
        <translation>Gleichstand unter einem Abstand von:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each cell: how often the head gives the pronoun&apos;s antecedent more weight than the other person (words merged from subwords), with the 95 % Wilson interval below. Colour: that accuracy, 0 % dark to 100 % yellow; grey: not measured. &lt;b&gt;Bold outline&lt;/b&gt;: the interval&apos;s lower end lies above the mean-over-heads baseline of its kind (▼ on the colour bar); ★: it also lies above the nearest-preceding-person baseline (◆).</source>
        <translation>Jede Zelle: wie oft der Kopf dem Antezedens des Pronomens mehr Gewicht gibt als der anderen Person (Wörter aus Teilstücken zusammengeführt), darunter das 95-%-Wilson-Intervall. Farbe: diese Genauigkeit, von 0 % dunkel bis 100 % gelb; grau: nicht gemessen. &lt;b&gt;Fetter Rahmen&lt;/b&gt;: Das untere Ende des Intervalls liegt über der Baseline „Mittel über alle Köpfe“ seiner Art (▼ auf der Farbskala); ★: Es liegt auch über der Baseline „nächste vorangehende Person“ (◆).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A margin (weight to the antecedent minus weight to the other person) within ±%1 is a tie, which is not right.</source>
        <translation>Ein Abstand (Gewicht auf das Antezedens minus Gewicht auf die andere Person) innerhalb von ±%1 ist ein Gleichstand und zählt nicht als richtig.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Baselines: mean over heads, encoder %1, cross %2; nearest preceding person %3.</source>
        <translation>Baselines: Mittel über alle Köpfe, Encoder %1, Cross-Attention %2; nächste vorangehende Person %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(no sentences loaded)</source>
        <translation>(keine Sätze geladen)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Load sentences</source>
        <translation>Sätze laden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>WinoMT-format sentences (*.tsv *.txt);;All files (*)</source>
        <translation>Sätze im WinoMT-Format (*.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Load a WinoMT-format file first (Load sentences…).</source>
        <translation>Laden Sie zuerst eine Datei im WinoMT-Format (Sätze laden…).</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>the sentences</source>
        <translation>den geladenen Sätzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Stopped&lt;/b&gt; after %1 of %2 sentences of %3</source>
        <translation>&lt;b&gt;Angehalten&lt;/b&gt; nach %1 von %2 Sätzen aus %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; sentences: the first %1 of %2 in %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Sätze: die ersten %1 von %2 in %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; sentences of %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Sätze aus %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 with both people found</source>
        <translation>%1 mit beiden gefundenen Personen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 whose translation has a German pronoun</source>
        <translation>%1 mit deutschem Pronomen in der Übersetzung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best %1 head: none measured</source>
        <translation>bester %1-Kopf: keiner gemessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best %1 head: &lt;b&gt;layer %2, head %3&lt;/b&gt;, %4</source>
        <translation>bester %1-Kopf: &lt;b&gt;Schicht %2, Kopf %3&lt;/b&gt;, %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+21"/>
        <location line="+1"/>
        <location line="+168"/>
        <source>encoder</source>
        <translation>Encoder</translation>
    </message>
    <message>
        <location line="-190"/>
        <location line="+23"/>
        <location line="+1"/>
        <location line="+167"/>
        <source>cross</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>No %1 head beats %2 (%3 %).</source>
        <translation>Kein %1-Kopf übertrifft %2 (%3 %).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 %3 heads beat %4 (%5 %); %6 with the whole 95 % interval above it.</source>
        <translation>%1 von %2 %3-Köpfen übertreffen %4 (%5 %); bei %6 davon liegt das ganze 95-%-Intervall darüber.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>the nearest preceding person</source>
        <translation>die Baseline „nächste vorangehende Person“</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>the mean over heads</source>
        <translation>die Baseline „Mittel über alle Köpfe“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Near ties (margin within ±%1) count as not right.</source>
        <translation>Beinahe-Gleichstände (Abstand innerhalb von ±%1) zählen nicht als richtig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+195"/>
        <source> · %1 s on %2</source>
        <translation> · %1 s auf %2</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>A quick look for the export: only the first %1 sentences. Set “First sentences” to “all” and press Run for every one.</source>
        <translation>Schneller Überblick für den Export: nur die ersten %1 Sätze. Setzen Sie „Erste Sätze“ auf „alle“ und klicken Sie auf „Ausführen“, um alle Sätze zu erfassen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;%1, layer %2, head %3&lt;/b&gt;: right on %4, wrong on %5, a near tie on %6 sentences. Double-click one to open it in the Attention view.</source>
        <translation>&lt;b&gt;%1, Schicht %2, Kopf %3&lt;/b&gt;: richtig bei %4, falsch bei %5, Beinahe-Gleichstand bei %6 Sätzen. Doppelklicken Sie auf einen Satz, um ihn in der Ansicht „Attention“ zu öffnen.</translation>
    </message>
    <message>
        <location line="-459"/>
        <location line="+461"/>
        <location line="+182"/>
        <source>Encoder self-attention</source>
        <translation>Encoder-Self-Attention</translation>
    </message>
    <message>
        <location line="-643"/>
        <location line="+461"/>
        <location line="+182"/>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>There are no head scores to export yet: run the head finder first.</source>
        <translation>Noch keine Kopfbewertungen zum Exportieren: Führen Sie zuerst die Kopfsuche aus.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/heads_view.h" line="+49"/>
        <source>Antecedent heads</source>
        <translation>Antezedens-Köpfe</translation>
    </message>
    <message>
        <location filename="../app/studio/views/heads_view.cpp" line="-538"/>
        <source>%v / %m pairs</source>
        <translation>%v / %m Paare</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Patching every head on the pairs of %1…</source>
        <translation>Jeder Kopf wird auf den Paaren von %1 gepatcht…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Causal effect (patching)</source>
        <translation>Kausale Wirkung (Patching)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+643"/>
        <source>Decoder self-attention</source>
        <translation>Decoder-Self-Attention</translation>
    </message>
    <message>
        <location line="-562"/>
        <source>Load pairs…</source>
        <translation>Paare laden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pair file as attention-cli patch reads it, tab-separated: sentence, counterfactual (only the antecedent changed, the same number of tokens), correct word, wrong word and optionally the target prefix up to the pronoun.</source>
        <translation>Eine Paardatei, wie attention-cli patch sie liest, tabulatorgetrennt: Satz, Gegenstück (nur das Antezedens geändert, gleich viele Tokens), richtiges Wort, falsches Wort und optional das Zielpräfix bis zum Pronomen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patch heads</source>
        <translation>Köpfe patchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy each head&apos;s output from the sentence&apos;s run into the counterfactual&apos;s, one head at a time, and measure how much of the change in log P(correct) − log P(wrong) it restores (on a worker thread).</source>
        <translation>Die Ausgabe jedes Kopfes aus dem Lauf des Satzes in den des Gegenstücks kopieren, einen Kopf nach dem anderen, und messen, wie viel der Änderung von log P(richtig) − log P(falsch) er wiederherstellt (in einem Worker-Thread).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Encoder self</source>
        <translation>Encoder-Self</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decoder self</source>
        <translation>Decoder-Self</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cross</source>
        <translation>Cross</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which kind of attention&apos;s heads the causal grid shows; the exports hold all three.</source>
        <translation>Welche Attention-Art das Kausalraster zeigt; die Exporte enthalten alle drei.</translation>
    </message>
    <message>
        <location line="+409"/>
        <source>Load a pair file (Load pairs…) and press Patch heads to rank the heads by their causal effect.</source>
        <translation>Eine Paardatei laden (Paare laden…) und „Köpfe patchen“ drücken, um die Köpfe nach ihrer kausalen Wirkung zu ordnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Patch heads to rank every head by its causal effect on the pairs of %1.</source>
        <translation>„Köpfe patchen“ drücken, um jeden Kopf nach seiner kausalen Wirkung auf den Paaren von %1 zu ordnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load pairs</source>
        <translation>Paare laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair files (*.tsv *.txt);;All files (*)</source>
        <translation>Paardateien (*.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Load a pair file first (Load pairs…).</source>
        <translation>Zuerst eine Paardatei laden (Paare laden…).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&lt;b&gt;Stopped&lt;/b&gt; after %1 of the pairs of %2.</source>
        <translation>&lt;b&gt;Angehalten&lt;/b&gt; nach %1 der Paare von %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt; pairs of %2 patched.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Paare von %2 gepatcht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 change log P(correct) − log P(wrong) by more than %2 nats and are averaged; mean total effect %3 nats over them (%4 over all).</source>
        <translation>%1 ändern log P(richtig) − log P(falsch) um mehr als %2 nats und werden gemittelt; mittlere Gesamtwirkung %3 nats über sie (%4 über alle).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The total effects are too small to rank the heads: fewer than %1 pairs change the pronoun choice by more than %2 nats, and a share of a smaller change is noise.</source>
        <translation>Die Gesamtwirkungen sind zu klein, um die Köpfe zu ordnen: weniger als %1 Paare ändern die Pronomenwahl um mehr als %2 nats, und ein Anteil einer kleineren Änderung ist Rauschen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>decoder self</source>
        <translation>Decoder-Self</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Largest mean: %1 layer %2, head %3, %4 [%5 to %6]; %7 heads (bold outline) with the whole 95 % interval above 0.</source>
        <translation>Größter Mittelwert: %1 Schicht %2, Kopf %3, %4 [%5 bis %6]; %7 Köpfe (fett umrandet) mit dem ganzen 95-%-Intervall über 0.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Intervals: 95 % bootstrap over the pairs, %1 resamples</source>
        <translation>Intervalle: 95-%-Bootstrap über die Paare, %1 Stichproben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped: %1</source>
        <translation>Übersprungen: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>line %1 (%2 / %3, total effect %5): &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>Zeile %1 (%2 / %3, Gesamtwirkung %5): &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;%1, layer %2, head %3&lt;/b&gt;, share of the total effect (nats) restored, pair by pair:</source>
        <translation>&lt;b&gt;%1, Schicht %2, Kopf %3&lt;/b&gt;, wiederhergestellter Anteil der Gesamtwirkung (nats), Paar für Paar:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no pair has a large enough total effect.</source>
        <translation>kein Paar hat eine ausreichend große Gesamtwirkung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention-based: the head finder does not measure decoder self-attention.</source>
        <translation>Attention-basiert: Die Kopfsuche misst keine Decoder-Self-Attention.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attention-based: not measured yet (run the head finder to compare).</source>
        <translation>Attention-basiert: noch nicht gemessen (die Kopfsuche ausführen, um zu vergleichen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention-based: right on %1 % of %2 sentences (95 % interval %3–%4 %)</source>
        <translation>Attention-basiert: richtig bei %1 % von %2 Sätzen (95-%-Intervall %3–%4 %)</translation>
    </message>
</context>
<context>
    <name>studio::HeatmapWidget</name>
    <message>
        <location filename="../app/studio/widgets/heatmap_widget.cpp" line="+314"/>
        <location line="+25"/>
        <location line="+356"/>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Nothing to show yet</source>
        <translation>Noch nichts anzuzeigen</translation>
    </message>
    <message>
        <location line="+232"/>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; #%2: &lt;code&gt;%3&lt;/code&gt;&lt;br&gt;&lt;b&gt;%4&lt;/b&gt; #%5: &lt;code&gt;%6&lt;/code&gt;&lt;br&gt;%7 = &lt;b&gt;%8&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; #%2: &lt;code&gt;%3&lt;/code&gt;&lt;br&gt;&lt;b&gt;%4&lt;/b&gt; #%5: &lt;code&gt;%6&lt;/code&gt;&lt;br&gt;%7 = &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;br&gt;&lt;i&gt;masked: a query cannot attend to later positions&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;maskiert: eine Query kann spätere Positionen nicht beachten&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>studio::HistogramWidget</name>
    <message>
        <location filename="../app/studio/widgets/histogram_widget.cpp" line="+28"/>
        <source>Click a tensor to see its values</source>
        <translation>Klicken Sie auf einen Tensor, um seine Werte zu sehen</translation>
    </message>
</context>
<context>
    <name>studio::IllustrationsView</name>
    <message>
        <location filename="../app/studio/views/illustrations_view.h" line="+25"/>
        <source>Illustrations</source>
        <translation>Illustrationen</translation>
    </message>
</context>
<context>
    <name>studio::LabelSmoothingPanel</name>
    <message>
        <location filename="../app/studio/views/illustrations/label_smoothing_panel.cpp" line="+32"/>
        <source>Classes V, padding (id 0) included</source>
        <translation>Klassen V, einschließlich Padding (ID 0)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ε: the probability mass taken from the true class (the paper: 0.1)</source>
        <translation>ε: die Wahrscheinlichkeitsmasse, die der richtigen Klasse genommen wird (im Paper: 0,1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The id of the correct next token</source>
        <translation>Die ID des richtigen nächsten Tokens</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Vocabulary size V:</source>
        <translation>Vokabulargröße V:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smoothing ε:</source>
        <translation>Glättung ε:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True class:</source>
        <translation>Richtige Klasse:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>target probability</source>
        <translation>Zielwahrscheinlichkeit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>0 (pad)</source>
        <translation>0 (Padding)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (true)</source>
        <translation>%1 (richtig)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>class (token id)</source>
        <translation>Klasse (Token-ID)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target probability q</source>
        <translation>Zielwahrscheinlichkeit q</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Label-smoothed target, V = %1, ε = %2</source>
        <translation>Geglättetes Ziel, V = %1, ε = %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;Instead of all of the probability on the true class, the loss aims at &lt;b&gt;1 − ε + ε/(V−1) = %1&lt;/b&gt; for the true class and &lt;b&gt;ε/(V−1) = %2&lt;/b&gt; for every other class; padding (id 0) gets &lt;b&gt;0&lt;/b&gt;. The sum is %3.&lt;/p&gt;&lt;p&gt;This hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU (section 5.4).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Statt der ganzen Wahrscheinlichkeit auf der richtigen Klasse zielt der Verlust auf &lt;b&gt;1 − ε + ε/(V−1) = %1&lt;/b&gt; für die richtige Klasse und &lt;b&gt;ε/(V−1) = %2&lt;/b&gt; für jede andere Klasse; Padding (ID 0) erhält &lt;b&gt;0&lt;/b&gt;. Die Summe ist %3.&lt;/p&gt;&lt;p&gt;Das verschlechtert die Perplexität, weil das Modell unsicherer wird, verbessert aber Genauigkeit und BLEU (Abschnitt 5.4).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/studio/views/illustrations/label_smoothing_panel.h" line="+24"/>
        <source>Label smoothing</source>
        <translation>Label Smoothing</translation>
    </message>
</context>
<context>
    <name>studio::LessonOutline</name>
    <message>
        <location filename="../app/studio/shell/lesson_outline.cpp" line="+28"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sentence is cut into subword pieces from one vocabulary shared by both languages; each piece is a number, its id.</source>
        <translation>Ein Satz wird in Subwort-Stücke aus einem gemeinsamen Vokabular beider Sprachen zerlegt; jedes Stück ist eine Zahl, seine ID.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translate a sentence and see its pieces</source>
        <translation>Einen Satz übersetzen und seine Stücke sehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embeddings and positional encoding</source>
        <translation>Embeddings und Positionskodierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each id selects a row of the embedding matrix, multiplied by √d_model; a sinusoidal positional encoding is added so that word order is known (sections 3.4 and 3.5).</source>
        <translation>Jede ID wählt eine Zeile der Embedding-Matrix, multipliziert mit √d_model; eine sinusförmige Positionskodierung wird addiert, damit die Wortfolge bekannt ist (Abschnitte 3.4 und 3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Positional encoding</source>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where they sit in the model</source>
        <translation>Wo sie im Modell sitzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention(Q, K, V) = softmax(QKᵀ/√d_k)·V: every query takes a weighted mix of the values, weighted by how well it matches each key (section 3.2.1).</source>
        <translation>Attention(Q, K, V) = softmax(QKᵀ/√d_k)·V: Jede Query nimmt eine gewichtete Mischung der Values, gewichtet danach, wie gut sie zu jedem Key passt (Abschnitt 3.2.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One forward pass, step by step, with real numbers</source>
        <translation>Ein Vorwärtsdurchlauf Schritt für Schritt mit echten Zahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder self-attention</source>
        <translation>Encoder-Self-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multi-head attention</source>
        <translation>Multi-Head-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h heads attend side by side, each in d_k = d_model/h dimensions; their outputs are concatenated and projected (section 3.2.2). Heads learn different jobs.</source>
        <translation>h Heads arbeiten nebeneinander, jeder in d_k = d_model/h Dimensionen; ihre Ausgaben werden verkettet und projiziert (Abschnitt 3.2.2). Heads lernen verschiedene Aufgaben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every head of every layer</source>
        <translation>Jeder Head jeder Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which head finds a pronoun&apos;s antecedent?</source>
        <translation>Welcher Head findet das Antezedens eines Pronomens?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder, decoder and cross-attention</source>
        <translation>Encoder, Decoder und Cross-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N encoder layers read the source. Each decoder layer attends to the target so far (a causal mask hides later words), then to the encoder&apos;s output (cross-attention), then applies a feed-forward network (sections 3.1 and 3.2.3).</source>
        <translation>N Encoder-Schichten lesen die Quelle. Jede Decoder-Schicht beachtet das bisherige Ziel (eine kausale Maske verbirgt spätere Wörter), dann die Ausgabe des Encoders (Cross-Attention) und wendet dann ein Feed-Forward-Netz an (Abschnitte 3.1 und 3.2.3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The architecture (Figure 1)</source>
        <translation>Die Architektur (Abbildung 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The causal mask</source>
        <translation>Die kausale Maske</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder self-attention</source>
        <translation>Decoder-Self-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training with warm-up and label smoothing</source>
        <translation>Training mit Warm-up und Label Smoothing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam with a learning rate that warms up, then decays with the inverse square root of the step (section 5.3); targets smoothed with ε = 0.1 (section 5.4).</source>
        <translation>Adam mit einer Lernrate, die erst aufwärmt und dann mit der inversen Quadratwurzel des Schritts abfällt (Abschnitt 5.3); Ziele mit ε = 0,1 geglättet (Abschnitt 5.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The learning-rate schedule</source>
        <translation>Der Lernraten-Verlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label smoothing</source>
        <translation>Label Smoothing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train a model</source>
        <translation>Ein Modell trainieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoding</source>
        <translation>Dekodierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The decoder writes one token at a time, greedily or with beam search and a length penalty (section 6.1); each step&apos;s choice can be explained.</source>
        <translation>Der Decoder schreibt ein Token nach dem anderen, gierig oder mit Beam Search und Längenstrafe (Abschnitt 6.1); die Wahl jedes Schritts lässt sich erklären.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translate and explain each step</source>
        <translation>Übersetzen und jeden Schritt erklären</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model and its numbers</source>
        <translation>Das Modell und seine Zahlen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lesson outline</source>
        <translation>Unterrichtsplan</translation>
    </message>
</context>
<context>
    <name>studio::LessonOutlineDialog</name>
    <message>
        <location filename="../app/studio/shell/lesson_outline_dialog.cpp" line="+12"/>
        <source>Lesson outline</source>
        <translation>Unterrichtsplan</translation>
    </message>
</context>
<context>
    <name>studio::LivePlot</name>
    <message>
        <location filename="../app/studio/widgets/chart_live_plot.cpp" line="+328"/>
        <source>training time (hours, pauses excluded)</source>
        <translation>Trainingszeit (Stunden, ohne Pausen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>training time (minutes, pauses excluded)</source>
        <translation>Trainingszeit (Minuten, ohne Pausen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>training time (seconds, pauses excluded)</source>
        <translation>Trainingszeit (Sekunden, ohne Pausen)</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>%1 (raw %2)</source>
        <translation>%1 (roh %2)</translation>
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
        <translation>Modell %1 wird geladen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not open the model folder %1:
%2</source>
        <translation>Der Modellordner %1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open model folder…</source>
        <translation>Modellordner ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a model folder (config.json, model.safetensors, tokenizer.model)</source>
        <translation>Einen Modellordner laden (config.json, model.safetensors, tokenizer.model)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a &amp;bundled model</source>
        <translation>&amp;Mitgeliefertes Modell öffnen</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>(none found)</source>
        <translation>(keine gefunden)</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>&amp;Save model as…</source>
        <translation>Modell &amp;speichern unter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import Hugging Face MarianMT…</source>
        <translation>Hugging Face MarianMT im&amp;portieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Convert a Hugging Face MarianMT folder (e.g. Helsinki-NLP/opus-mt-en-de) into a model folder</source>
        <translation>Einen Hugging Face MarianMT-Ordner (z. B. Helsinki-NLP/opus-mt-en-de) in einen Modellordner umwandeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export view as &amp;image (PNG/SVG)…</source>
        <translation>Ansicht als B&amp;ild exportieren (PNG/SVG)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save what this view shows as a PNG or SVG picture, e.g. for slides</source>
        <translation>Den Inhalt dieser Ansicht als PNG- oder SVG-Bild speichern, z. B. für Folien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export view &amp;data (CSV/JSON)…</source>
        <translation>Ansichts&amp;daten exportieren (CSV/JSON)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the numbers behind this view as CSV or JSON</source>
        <translation>Die Zahlen hinter dieser Ansicht als CSV oder JSON speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy translation</source>
        <translation>Übersetzung &amp;kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translation copied</source>
        <translation>Übersetzung kopiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Compute &amp;backend</source>
        <translation>Rechen-&amp;Backend</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A real GPU through Vulkan when there is one, else the CPU</source>
        <translation>Eine echte GPU über Vulkan, falls vorhanden, sonst die CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eigen + OpenBLAS on the processor (the reference backend)</source>
        <translation>Eigen + OpenBLAS auf dem Prozessor (das Referenz-Backend)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vulkan compute shaders on the first Vulkan device</source>
        <translation>Vulkan-Compute-Shader auf dem ersten Vulkan-Gerät</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lesson outline…</source>
        <translation>&amp;Unterrichtsplan…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;The paper in this app…</source>
        <translation>Das &amp;Paper in dieser App…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Attention Studio</source>
        <translation>Ü&amp;ber Attention Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No model</source>
        <translation>Kein Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend: %1</source>
        <translation>Backend: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Working…</source>
        <translation>Wird verarbeitet…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Loading model…</source>
        <translation>Modell wird geladen…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no view to export.</source>
        <translation>Es gibt keine Ansicht zum Exportieren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown export format &quot;%1&quot;: use .png, .svg, .csv or .json</source>
        <translation>Unbekanntes Exportformat „%1“: Verwenden Sie .png, .svg, .csv oder .json</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export view as image</source>
        <translation>Ansicht als Bild exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Vektorgrafik (*.svg)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Export view data</source>
        <translation>Ansichtsdaten exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>CSV-Tabelle (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open model folder</source>
        <translation>Modellordner öffnen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Attention Studio</source>
        <translation>Über Attention Studio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Train or load a Transformer translation model (Vaswani et al., 2017, “Attention Is All You Need”) and see inside it: every layer and head, positional encodings, the learning-rate schedule and training curves.&lt;/p&gt;&lt;p&gt;Compute backends: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Trainieren oder laden Sie ein Transformer-Übersetzungsmodell (Vaswani et al., 2017, „Attention Is All You Need“) und schauen Sie hinein: jede Schicht und jeden Attention-Kopf, die Positionskodierungen, den Lernratenplan und die Trainingskurven.&lt;/p&gt;&lt;p&gt;Rechen-Backends: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The paper in this app</source>
        <translation>Das Paper in dieser App</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Translate&lt;/b&gt;: the encoder-decoder attention of the decoder (section 3.2.3) is the alignment between target and source tokens.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Attention&lt;/b&gt;: every layer and head of multi-head attention (section 3.2.2): Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V. Rows are queries, columns are keys.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Positional encoding&lt;/b&gt;: the sinusoids of section 3.5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Training&lt;/b&gt;: Adam with the warm-up schedule of section 5.3, label smoothing and dropout of section 5.4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Übersetzen&lt;/b&gt;: Die Encoder-Decoder-Attention des Decoders (Abschnitt 3.2.3) ist die Zuordnung (Alignment) zwischen Ziel- und Quell-Tokens.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Attention&lt;/b&gt;: jede Schicht und jeder Kopf der Multi-Head-Attention (Abschnitt 3.2.2): Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V. Zeilen sind Queries, Spalten sind Keys.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Positionskodierung&lt;/b&gt;: die Sinuskurven aus Abschnitt 3.5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Training&lt;/b&gt;: Adam mit der Aufwärmphase aus Abschnitt 5.3, Label-Smoothing und Dropout aus Abschnitt 5.4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Training is running</source>
        <translation>Training läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A model is training. Stop it and close? The last checkpoint is kept.</source>
        <translation>Ein Modell wird trainiert. Training stoppen und schließen? Der letzte Checkpoint bleibt erhalten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping the training, then closing…</source>
        <translation>Training wird gestoppt, danach wird geschlossen…</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>Looking for models…</source>
        <translation>Suche nach Modellen…</translation>
    </message>
</context>
<context>
    <name>studio::ModelInfoView</name>
    <message>
        <location filename="../app/studio/views/model_info_view.cpp" line="+62"/>
        <source>%1 · command line: %2</source>
        <translation>%1 · Kommandozeile: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Derived: d_model / n_heads</source>
        <translation>Abgeleitet: d_model / n_heads</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>d_k = d_v per head</source>
        <translation>d_k = d_v pro Kopf</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Encoder layer %1</source>
        <translation>Encoder-Schicht %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decoder layer %1</source>
        <translation>Decoder-Schicht %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final layer norms</source>
        <translation>Abschließende Layer-Normalisierungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learned positions</source>
        <translation>Gelernte Positionen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output projection</source>
        <translation>Ausgabeprojektion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embeddings (shared with the output projection)</source>
        <translation>Embeddings (mit der Ausgabeprojektion geteilt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embeddings</source>
        <translation>Embeddings</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layer norms</source>
        <translation>Layer-Normalisierungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>encoder-decoder attention</source>
        <translation>Encoder-Decoder-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>self-attention</source>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>feed-forward network</source>
        <translation>Feed-Forward-Netz</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Open model folder…</source>
        <translation>Modellordner öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a model folder: config.json, model.safetensors and tokenizer.model</source>
        <translation>Einen Modellordner laden: config.json, model.safetensors und tokenizer.model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save model as…</source>
        <translation>Modell speichern unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the loaded model to a new folder (atomic writes)</source>
        <translation>Das geladene Modell in einen neuen Ordner schreiben (atomare Schreibvorgänge)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In the paper&apos;s terms</source>
        <translation>In den Begriffen des Papers</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for compute devices…</source>
        <translation>Suche nach Rechengeräten…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dtype</source>
        <translation>dtype</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every weight tensor of model.safetensors; click one for its histogram</source>
        <translation>Jeder Gewichtstensor aus model.safetensors; ein Klick zeigt sein Histogramm</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Tensors</source>
        <translation>Tensoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training history</source>
        <translation>Trainingsverlauf</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The model described here is still loaded.</source>
        <translation>Das hier beschriebene Modell bleibt geladen.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>&lt;b&gt;%1&lt;/b&gt; [%2] · min %3 · max %4 · mean %5 · std %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; [%2] · Min. %3 · Max. %4 · Mittelwert %5 · Std.-Abw. %6</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Available:&lt;br&gt;%1&lt;br&gt;Selected in the settings: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Verfügbar:&lt;br&gt;%1&lt;br&gt;In den Einstellungen gewählt: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Parameters per block</source>
        <translation>Parameter pro Block</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute backends</source>
        <translation>Rechen-Backends</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not load %1: %2</source>
        <translation>%1 konnte nicht geladen werden: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not list devices: %1</source>
        <translation>Geräte konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>CPU kernels:&lt;br&gt;%1</source>
        <translation>CPU-Kernels:&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No model loaded. Open a model folder, or train one in the Training view.</source>
        <translation>Kein Modell geladen. Öffnen Sie einen Modellordner oder trainieren Sie eines in der Ansicht „Training“.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 parameters · %3 + %4 layers · d_model %5 · %6 heads · vocabulary %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 Parameter · %3 + %4 Schichten · d_model %5 · %6 Attention-Köpfe · Vokabular %7</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Total (tied matrices once)</source>
        <translation>Gesamt (gekoppelte Matrizen einmal gezählt)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This folder has no train_log.csv (no training history stored).</source>
        <translation>Dieser Ordner enthält keine train_log.csv (kein Trainingsverlauf gespeichert).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss (nats/token)</source>
        <translation>Verlust (nats/Token)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>train loss (label-smoothed)</source>
        <translation>Trainingsverlust (label-geglättet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation loss</source>
        <translation>Validierungsverlust</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n logged step(s) from train_log.csv</source>
        <translation>
            <numerusform>%n protokollierter Schritt aus train_log.csv</numerusform>
            <numerusform>%n protokollierte Schritte aus train_log.csv</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open model folder</source>
        <translation>Modellordner öffnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save model into folder</source>
        <translation>Modell in Ordner speichern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no model to save.</source>
        <translation>Es gibt kein Modell zum Speichern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saving the model to %1…</source>
        <translation>Modell wird in %1 gespeichert…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Model saved to %1</source>
        <translation>Modell in %1 gespeichert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save the model to %1: %2</source>
        <translation>Modell konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No model is loaded.</source>
        <translation>Es ist kein Modell geladen.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/model_info_view.h" line="+36"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
</context>
<context>
    <name>studio::ModelPicker</name>
    <message>
        <location filename="../app/studio/widgets/model_picker.cpp" line="+28"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model every view looks at: a bundled model or one you opened recently</source>
        <translation>Das Modell, das alle Ansichten zeigen: ein mitgeliefertes oder ein zuletzt geöffnetes</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Bundled models</source>
        <translation>Mitgelieferte Modelle</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Recent models</source>
        <translation>Zuletzt geöffnete Modelle</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>This model has no model card (README.md).</source>
        <translation>Dieses Modell hat keine Modellkarte (README.md).</translation>
    </message>
</context>
<context>
    <name>studio::NoamSchedulePanel</name>
    <message>
        <location filename="../app/studio/views/illustrations/noam_schedule_panel.cpp" line="+35"/>
        <source>Learning rate over training steps</source>
        <translation>Lernrate über die Trainingsschritte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The steps the curves are drawn over</source>
        <translation>Die Schritte, über die die Kurven gezeichnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add curve</source>
        <translation>Kurve hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove selected</source>
        <translation>Auswahl entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;lr = d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;The rate grows linearly for the first &lt;i&gt;warmup&lt;/i&gt; steps, peaks at step = warmup with lr = (d&lt;sub&gt;model&lt;/sub&gt; · warmup)&lt;sup&gt;−0.5&lt;/sup&gt;, then decays with the inverse square root of the step (section 5.3; the paper used warmup = 4000).&lt;/p&gt;</source>
        <translation>&lt;p&gt;lr = d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;Die Rate wächst in den ersten &lt;i&gt;warmup&lt;/i&gt; Schritten linear, erreicht bei step = warmup ihr Maximum lr = (d&lt;sub&gt;model&lt;/sub&gt; · warmup)&lt;sup&gt;−0.5&lt;/sup&gt; und fällt dann mit der inversen Quadratwurzel des Schritts (Abschnitt 5.3; das Paper nutzte warmup = 4000).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warm-up steps:</source>
        <translation>Warm-up-Schritte:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps shown:</source>
        <translation>Angezeigte Schritte:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>d_model = %1, warm-up = %2</source>
        <translation>d_model = %1, Warm-up = %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1
    peak %2 at step %3</source>
        <translation>%1
    Maximum %2 bei Schritt %3</translation>
    </message>
    <message>
        <location filename="../app/studio/views/illustrations/noam_schedule_panel.h" line="+25"/>
        <source>Learning-rate schedule</source>
        <translation>Lernraten-Verlauf</translation>
    </message>
</context>
<context>
    <name>studio::PositionalEncodingView</name>
    <message>
        <location filename="../app/studio/views/pe_view.cpp" line="+73"/>
        <source>Encoding</source>
        <translation>Kodierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sinusoidal formula</source>
        <translation>Sinusformel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The paper&apos;s fixed encoding (section 3.5): every dimension is a sinusoid of the position, with wavelengths forming a geometric progression from 2π to base·2π.</source>
        <translation>Die feste Kodierung des Papers (Abschnitt 3.5): Jede Dimension ist eine Sinusschwingung über der Position; die Wellenlängen bilden eine geometrische Folge von 2π bis base·2π.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This model&apos;s learned positions</source>
        <translation>Gelernte Positionen dieses Modells</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+223"/>
        <source>Load a model trained with learned positional embeddings (Table 3, row E) to compare its position table with the sinusoids.</source>
        <translation>Laden Sie ein Modell, das mit gelernten Positions-Embeddings (Tabelle 3, Zeile E) trainiert wurde, um seine Positionstabelle mit den Sinuskurven zu vergleichen.</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Interleaved sin/cos (paper)</source>
        <translation>sin/cos verschränkt (Paper)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sin half, cos half (Marian)</source>
        <translation>Hälfte sin, Hälfte cos (Marian)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the sine and cosine of each frequency go. The paper interleaves them (even dimensions sin, odd cos); Marian/OPUS-MT models put all sines first and all cosines in the second half. Both carry the same information.</source>
        <translation>Wo Sinus und Kosinus jeder Frequenz liegen. Das Paper verschränkt sie (gerade Dimensionen sin, ungerade cos); Marian/OPUS-MT-Modelle legen alle Sinus in die erste und alle Kosinus in die zweite Hälfte. Beide enthalten dieselbe Information.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>d_model: the width of the embeddings. The encoding has the same dimension so that the two can be summed (section 3.5). Dimension pair (2i, 2i+1) uses the frequency 1/base^(2i/d_model).</source>
        <translation>d_model: die Breite der Embeddings. Die Kodierung hat dieselbe Dimension, damit beide addiert werden können (Abschnitt 3.5). Das Dimensionspaar (2i, 2i+1) verwendet die Frequenz 1/base^(2i/d_model).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many positions (0 … n−1) to draw.</source>
        <translation>Wie viele Positionen (0 … n−1) gezeichnet werden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The base of the wavelengths (10000 in the paper): the longest wavelength is base·2π positions, far longer than any sentence, so no two positions get the same code.</source>
        <translation>Die Basis der Wellenlängen (10000 im Paper): Die längste Wellenlänge beträgt base·2π Positionen, weit mehr als jeder Satz, sodass keine zwei Positionen denselben Code erhalten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dimensions to draw as waves, separated by commas (at most %1). Low dimensions oscillate fast, high dimensions slowly: together they spell the position like the digits of a number.</source>
        <translation>Als Wellen zu zeichnende Dimensionen, durch Kommas getrennt (höchstens %1). Niedrige Dimensionen schwingen schnell, hohe langsam: Zusammen buchstabieren sie die Position wie die Ziffern einer Zahl.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Layout:</source>
        <translation>&amp;Anordnung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;d_model:</source>
        <translation>&amp;d_model:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Positions:</source>
        <translation>&amp;Positionen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Base:</source>
        <translation>&amp;Basis:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;imensions:</source>
        <translation>D&amp;imensionen:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Positional encoding waves</source>
        <translation>Wellen der Positionskodierung</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+178"/>
        <source>position (pos)</source>
        <translation>Position (pos)</translation>
    </message>
    <message>
        <location line="-178"/>
        <source>PE(pos, dim)</source>
        <translation>PE(pos, dim)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each curve is one dimension of the encoding as a function of the position. Sine and cosine of the same frequency form a pair, so PE(pos+k) is a rotation of PE(pos): a linear function of it, which the paper hypothesised lets attention use relative positions.</source>
        <translation>Jede Kurve ist eine Dimension der Kodierung als Funktion der Position. Sinus und Kosinus derselben Frequenz bilden ein Paar, daher ist PE(pos+k) eine Drehung von PE(pos): eine lineare Funktion davon, mit der die Attention laut der Hypothese des Papers relative Positionen nutzen kann.</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PE value</source>
        <translation>PE-Wert</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>The whole encoding: one row per position, one column per dimension. The vector added to the embedding of a token at position pos is row pos. Fast stripes on the left, slow on the right.</source>
        <translation>Die gesamte Kodierung: eine Zeile pro Position, eine Spalte pro Dimension. Der Vektor, der zum Embedding eines Tokens an Position pos addiert wird, ist Zeile pos. Schnelle Streifen links, langsame rechts.</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>PE(p)·PE(q)</source>
        <translation>PE(p)·PE(q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position p</source>
        <translation>Position p</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>position q</source>
        <translation>Position q</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Dot products PE(p)·PE(q). For the sinusoids they depend only on the distance p−q (a band along the diagonal) and fall off with it: nearby positions look alike, distant ones do not.</source>
        <translation>Skalarprodukte PE(p)·PE(q). Bei den Sinuskurven hängen sie nur vom Abstand p−q ab (ein Band entlang der Diagonale) und nehmen mit ihm ab: Benachbarte Positionen ähneln sich, entfernte nicht.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Show the %1 × %2 position table this model learned (Table 3, row E), drawn like the formula.</source>
        <translation>Die von diesem Modell gelernte %1 × %2-Positionstabelle (Tabelle 3, Zeile E) wie die Formel darstellen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>dim %1 (learned)</source>
        <translation>Dim. %1 (gelernt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dim %1 (%2, wavelength %3)</source>
        <translation>Dim. %1 (%2, Wellenlänge %3)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;b&gt;Learned positions:&lt;/b&gt; row &lt;i&gt;pos&lt;/i&gt; of a learned %1 × %2 table is added to the embedding of the token at position &lt;i&gt;pos&lt;/i&gt;. The paper found this gives nearly identical results to the sinusoids (Table 3, row E) but cannot extrapolate to positions beyond the table.</source>
        <translation>&lt;b&gt;Gelernte Positionen:&lt;/b&gt; Zeile &lt;i&gt;pos&lt;/i&gt; einer gelernten %1 × %2-Tabelle wird zum Embedding des Tokens an Position &lt;i&gt;pos&lt;/i&gt; addiert. Laut Paper liefert das nahezu dieselben Ergebnisse wie die Sinuskurven (Tabelle 3, Zeile E), kann aber nicht auf Positionen jenseits der Tabelle extrapolieren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PE(&lt;i&gt;pos&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, %2/2 + &lt;i&gt;i&lt;/i&gt;) = cos(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; for 0 ≤ &lt;i&gt;i&lt;/i&gt; &lt; %2/2</source>
        <translation>PE(&lt;i&gt;pos&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, %2/2 + &lt;i&gt;i&lt;/i&gt;) = cos(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; für 0 ≤ &lt;i&gt;i&lt;/i&gt; &lt; %2/2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1) = cos(&lt;i&gt;pos&lt;/i&gt; / %1)</source>
        <translation>PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1) = cos(&lt;i&gt;pos&lt;/i&gt; / %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wavelengths grow geometrically from 2π ≈ 6.3 positions (dimensions 0 and 1) to %1·2π ≈ %2 positions (the last pair); see section 3.5.</source>
        <translation>Die Wellenlängen wachsen geometrisch von 2π ≈ 6,3 Positionen (Dimensionen 0 und 1) bis %1·2π ≈ %2 Positionen (letztes Paar); siehe Abschnitt 3.5.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Learned position embeddings, chosen dimensions</source>
        <translation>Gelernte Positions-Embeddings, ausgewählte Dimensionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positional encoding waves, d_model = %1</source>
        <translation>Wellen der Positionskodierung, d_model = %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Learned position table (%1 × %2)</source>
        <translation>Gelernte Positionstabelle (%1 × %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PE matrix (%1 positions × %2 dimensions)</source>
        <translation>PE-Matrix (%1 Positionen × %2 Dimensionen)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Position similarity PE(p)·PE(q)</source>
        <translation>Positionsähnlichkeit PE(p)·PE(q)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>There is no positional encoding to export.</source>
        <translation>Es gibt keine Positionskodierung zum Exportieren.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/pe_view.h" line="+39"/>
        <source>Positional encoding</source>
        <translation>Positionskodierung</translation>
    </message>
</context>
<context>
    <name>studio::PresenterMode</name>
    <message>
        <location filename="../app/studio/shell/presenter_mode.cpp" line="+96"/>
        <source>Next step or view (clicker)</source>
        <translation>Nächster Schritt oder nächste Ansicht (Presenter)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Previous step or view (clicker)</source>
        <translation>Vorheriger Schritt oder vorherige Ansicht (Presenter)</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Full screen, large text and a high-contrast palette, for teaching on a projector</source>
        <translation>Vollbild, große Schrift und kontrastreiche Farben, zum Unterrichten mit dem Beamer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave presenter mode</source>
        <translation>Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Text size</source>
        <translation>&amp;Textgröße</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Next view</source>
        <translation>&amp;Nächste Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;revious view</source>
        <translation>&amp;Vorherige Ansicht</translation>
    </message>
</context>
<context>
    <name>studio::ProbeView</name>
    <message>
        <location filename="../app/studio/views/probe_view.cpp" line="+47"/>
        <source>Words: pieces of an attended word summed, pieces of an attending word averaged, so every row sums to 1. Cross-attention is read at the decoding step that predicts the pronoun.</source>
        <translation>Wörter: Teilstücke eines beachteten Wortes addiert, Teilstücke eines beachtenden Wortes gemittelt, sodass sich jede Zeile zu 1 summiert. Die Cross-Attention wird im Dekodierschritt abgelesen, der das Pronomen vorhersagt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>L%1 H%2</source>
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scoring item %1 of %2…</source>
        <translation>Testfall %1 von %2 wird bewertet…</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>Running the model…</source>
        <translation>Modell wird ausgeführt…</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source sentence (English)…</source>
        <translation>Quellsatz (Englisch)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Candidate translations, one a line; the first is the one you expect to be right. Leave empty to swap the pronoun in the model&apos;s own translation.</source>
        <translation>Kandidatenübersetzungen, eine pro Zeile; die erste ist die, die Sie für richtig halten. Leer lassen, um das Pronomen in der eigenen Übersetzung des Modells auszutauschen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each candidate is scored by forced decoding: log P(candidate | source), the sum of its tokens&apos; log P (end of sentence included).</source>
        <translation>Jeder Kandidat wird durch erzwungene Dekodierung bewertet: log P(Kandidat | Quelle), die Summe der log P seiner Tokens (Satzende eingeschlossen).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The German pronoun in the first candidate that the generator swaps.</source>
        <translation>Das deutsche Pronomen im ersten Kandidaten, das der Generator austauscht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>case: automatic</source>
        <translation>Kasus: automatisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominative: er / sie / es</source>
        <translation>Nominativ: er / sie / es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accusative: ihn / sie / es</source>
        <translation>Akkusativ: ihn / sie / es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dative: ihm / ihr</source>
        <translation>Dativ: ihm / ihr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic: ihn is accusative, ihm and ihr dative, er nominative; sie and es are nominative unless an accusative preposition (für, durch, gegen, ohne, um) comes right before them.</source>
        <translation>Automatisch: ihn ist Akkusativ, ihm und ihr sind Dativ, er ist Nominativ; sie und es gelten als Nominativ, außer wenn unmittelbar davor eine Präposition mit Akkusativ (für, durch, gegen, ohne, um) steht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the pronoun</source>
        <translation>Pronomen austauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the candidates with the first one&apos;s pronoun in every form of its case.</source>
        <translation>Die Kandidaten durch den ersten ersetzen, mit dessen Pronomen in jeder Form seines Kasus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose forced decoding the attention maps below come from.</source>
        <translation>Aus wessen erzwungener Dekodierung die Attention-Karten unten stammen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source word whose encoder self-attention row is shown.</source>
        <translation>Das Quellwort, dessen Zeile der Encoder-Self-Attention angezeigt wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+307"/>
        <source>Type a sentence, and candidates or none.</source>
        <translation>Geben Sie einen Satz ein, dazu Kandidaten oder keine.</translation>
    </message>
    <message>
        <location line="-297"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidates:</source>
        <translation>Kandidaten:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pronoun:</source>
        <translation>Pronomen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attention of:</source>
        <translation>Attention von:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source word:</source>
        <translation>Quellwort:</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Load items…</source>
        <translation>Testfälle laden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tab-separated file: the source, the correct translation, then one or more wrong ones, one item a line. A line “# group: NAME” labels the items after it; other lines starting with # are comments.</source>
        <translation>Eine tabulatorgetrennte Datei: die Quelle, die richtige Übersetzung, dann eine oder mehrere falsche, ein Testfall pro Zeile. Eine Zeile „# group: NAME“ benennt die folgenden Testfälle; andere Zeilen, die mit # beginnen, sind Kommentare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load the bundled example set</source>
        <translation>Mitgelieferte Beispielsammlung laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>English it / he / she / they whose German pronoun follows the antecedent&apos;s grammatical gender, written by the Attention Studio team.</source>
        <translation>Englische Sätze mit it / he / she / they, deren deutsches Pronomen sich nach dem grammatischen Geschlecht des Antezedens richtet; verfasst vom Attention-Studio-Team.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load the “it” families set</source>
        <translation>„it“-Familien laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>English “it” grouped by the reasoning its German pronoun needs: a pleonastic “it” (es), one possible antecedent, two nouns where the meaning decides, and the same nouns trading places.</source>
        <translation>Englisches „it“, gruppiert nach dem, was die Wahl des deutschen Pronomens verlangt: ein Expletiv-„it“ (es), ein einziges mögliches Antezedens, zwei Nomen, zwischen denen die Bedeutung entscheidet, und dieselben Nomen mit vertauschten Plätzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a file of contrastive items to score them all.</source>
        <translation>Laden Sie eine Datei mit kontrastiven Testfällen, um sie alle zu bewerten.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Right: the correct translation has the highest log P. Margin: its log P minus the best wrong one&apos;s (negative: the model prefers a wrong one).</source>
        <translation>Richtig: Die richtige Übersetzung hat das höchste log P. Abstand: ihr log P minus das der besten falschen (negativ: Das Modell bevorzugt eine falsche).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Lowest margin first. Double-click or press Enter to open an item in the probe.</source>
        <translation>Kleinster Abstand zuerst. Doppelklicken Sie oder drücken Sie die Eingabetaste, um einen Testfall in der Sonde zu öffnen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load contrastive items</source>
        <translation>Kontrastive Testfälle laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive items (*.tsv *.txt);;All files (*)</source>
        <translation>Kontrastive Testfälle (*.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>“%1” (word %2)</source>
        <translation>„%1“ (Wort %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The first candidate has no German pronoun to swap.</source>
        <translation>Der erste Kandidat enthält kein deutsches Pronomen zum Austauschen.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 candidates scored in %2 ms.</source>
        <translation>%1 Kandidaten in %2 ms bewertet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated from the model&apos;s own translation “%1”.</source>
        <translation>Aus der eigenen Übersetzung des Modells „%1“ erzeugt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1. log P %2 · %3</source>
        <translation>%1. log P %2 · %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>candidate %1 (the model&apos;s own)</source>
        <translation>Kandidat %1 (die eigene des Modells)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <source>candidate %1</source>
        <translation>Kandidat %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Only one candidate: nothing to compare. Add a second one or swap the pronoun.</source>
        <translation>Nur ein Kandidat: nichts zu vergleichen. Fügen Sie einen zweiten hinzu oder tauschen Sie das Pronomen aus.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>decoder layer · head</source>
        <translation>Decoder-Schicht · Kopf</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+13"/>
        <source>source words</source>
        <translation>Quellwörter</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Cross-attention at the step choosing “%1” (candidate %2)</source>
        <translation>Cross-Attention im Schritt, der „%1“ wählt (Kandidat %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cross-attention: no differing word or pronoun in candidate %1</source>
        <translation>Cross-Attention: kein abweichendes Wort und kein Pronomen in Kandidat %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>encoder layer · head</source>
        <translation>Encoder-Schicht · Kopf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder self-attention from “%1”</source>
        <translation>Encoder-Self-Attention von „%1“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the items: %1</source>
        <translation>Die Testfälle konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scoring %1 items from %2…</source>
        <translation>%1 Testfälle aus %2 werden bewertet…</translation>
    </message>
    <message>
        <location line="-401"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+306"/>
        <source>The model prefers &lt;b&gt;candidate %1&lt;/b&gt; “%2” (log P %3). Margin over the second best (candidate %4): &lt;b&gt;%5&lt;/b&gt;.</source>
        <translation>Das Modell bevorzugt &lt;b&gt;Kandidat %1&lt;/b&gt; „%2“ (log P %3). Abstand zum Zweitbesten (Kandidat %4): &lt;b&gt;%5&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Candidate %1 is the model&apos;s own translation; %2 swap its pronoun. Its own minus the best swap: &lt;b&gt;%3&lt;/b&gt;, so %4 No candidate is marked as the right one: type the candidates, the right one first, to test whether the model is right.</source>
        <translation>Kandidat %1 ist die eigene Übersetzung des Modells; in %2 ist ihr Pronomen ausgetauscht. Die eigene minus der beste Austausch: &lt;b&gt;%3&lt;/b&gt;, also %4 Kein Kandidat ist als der richtige markiert: Geben Sie die Kandidaten ein, den richtigen zuerst, um zu testen, ob das Modell richtig liegt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>candidates %1</source>
        <translation>Kandidaten %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model keeps its own choice.</source>
        <translation>bleibt das Modell bei seiner eigenen Wahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a swap scores higher than what it said.</source>
        <translation>erzielt ein Austausch einen höheren Score als das, was das Modell gesagt hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None of the candidates is the model&apos;s own translation, and none is marked as the right one.</source>
        <translation>Keiner der Kandidaten ist die eigene Übersetzung des Modells, und keiner ist als der richtige markiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Candidate 1 (the first line, the one you expect) minus the best other: &lt;b&gt;%1&lt;/b&gt;, so the expected one %2.</source>
        <translation>Kandidat 1 (die erste Zeile, der erwartete) minus der beste andere: &lt;b&gt;%1&lt;/b&gt;, also %2 der erwartete Kandidat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The bundled example set (contrast/%1) was not found.</source>
        <translation>Die mitgelieferte Beispielsammlung (contrast/%1) wurde nicht gefunden.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>All items</source>
        <translation>Alle Testfälle</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cancelled after %1 of %2 items of %3; showing those.</source>
        <translation>Abgebrochen nach %1 von %2 Testfällen aus %3; diese werden angezeigt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 items scored. Double-click an item to open it in the probe.</source>
        <translation>%1: %2 Testfälle bewertet. Doppelklicken Sie auf einen Testfall, um ihn in der Sonde zu öffnen.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>There are no scored items to export yet: load a file of items first.</source>
        <translation>Noch keine bewerteten Testfälle zum Exportieren: Laden Sie zuerst eine Datei mit Testfällen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to export yet: type a sentence first.</source>
        <translation>Noch nichts zu exportieren: Geben Sie zuerst einen Satz ein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to export yet: type a sentence or load a file of items first.</source>
        <translation>Noch nichts zu exportieren: Geben Sie zuerst einen Satz ein oder laden Sie eine Datei mit Testfällen.</translation>
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
        <translation>Von welchen Quell- und Zielpräfix-Tokens die Wahl des abweichenden Worts abhängt: Gradienten-Attribution, standardmäßig von log P(dieses Wort) − log P(Wort des anderen Kandidaten).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Score candidates that differ in a word (or hold a pronoun) to attribute the model&apos;s choice of it.</source>
        <translation>Bewerten Sie Kandidaten, die sich in einem Wort unterscheiden (oder ein Pronomen enthalten), um die Wahl des Modells zu attribuieren.</translation>
    </message>
</context>
<context>
    <name>studio::PruningCurveChart</name>
    <message>
        <location filename="../app/studio/widgets/pruning_curve_chart.cpp" line="+55"/>
        <source>Pruning curve: BLEU as heads are switched off</source>
        <translation>Pruning-Kurve: BLEU beim Abschalten von Heads</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>least important first</source>
        <translation>unwichtigste zuerst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random order</source>
        <translation>zufällige Reihenfolge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>heads switched off (%)</source>
        <translation>abgeschaltete Heads (%)</translation>
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
        <translation>%1 „%2“ (Position %3)
%4: %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
L2 norm over the embedding: %1</source>
        <translation>
L2-Norm über das Embedding: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1 % of the largest magnitude shown</source>
        <translation>
%1 % des größten gezeigten Betrags</translation>
    </message>
</context>
<context>
    <name>studio::TrainingView</name>
    <message>
        <location filename="../app/studio/views/training/training_settings_form.cpp" line="+60"/>
        <source>✓ %1 training pairs</source>
        <translation>✓ %1 Trainingspaare</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+606"/>
        <source>Give both validation files (source and target), or neither.</source>
        <translation>Geben Sie beide Validierungsdateien (Quelle und Ziel) an oder keine.</translation>
    </message>
    <message>
        <location line="-647"/>
        <source>, %1 validation pairs</source>
        <translation>, %1 Validierungspaare</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>✓ %1 training pairs from %2 file pairs</source>
        <translation>✓ %1 Trainingspaare aus %2 Dateipaaren</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Built-in toy task</source>
        <translation>Eingebaute Spielzeugaufgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel corpus: source and target files</source>
        <translation>Parallelkorpus: Quell- und Zieldatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel corpus: one tab-separated file</source>
        <translation>Parallelkorpus: eine tabulatorgetrennte Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Toy tasks are generated on the fly and train in minutes; their correct attention is known exactly. A corpus is one sentence per line, line-aligned, plain text or gzip, UTF-8.</source>
        <translation>Spielzeugaufgaben werden direkt erzeugt und sind in Minuten trainiert; ihre korrekte Attention ist genau bekannt. Ein Korpus enthält einen Satz pro Zeile, zeilenweise ausgerichtet, als reiner Text oder gzip, UTF-8.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>copy</source>
        <translation>kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reverse</source>
        <translation>umkehren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sort</source>
        <translation>sortieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shift (s&lt;k&gt; → s&lt;k+1&gt;)</source>
        <translation>verschieben (s&lt;k&gt; → s&lt;k+1&gt;)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copy and shift attend along the diagonal, reverse along the anti-diagonal, sort to wherever the next smallest symbol is.</source>
        <translation>Kopieren und Verschieben richten die Attention entlang der Diagonale aus, Umkehren entlang der Antidiagonale, Sortieren auf die Stelle des nächstkleineren Symbols.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training pairs generated.</source>
        <translation>Anzahl der erzeugten Trainingspaare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symbols s0 … s(n−1).</source>
        <translation>Symbole s0 … s(n−1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortest sentence, in symbols.</source>
        <translation>Kürzester Satz, in Symbolen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest sentence, in symbols.</source>
        <translation>Längster Satz, in Symbolen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairs:</source>
        <translation>Paare:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alphabet:</source>
        <translation>Alphabet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. train.en</source>
        <translation>z. B. train.en</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. train.de</source>
        <translation>z. B. train.de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+87"/>
        <source>Choose the source file</source>
        <translation>Quelldatei auswählen</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Choose the target file</source>
        <translation>Zieldatei auswählen</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>More pairs:</source>
        <translation>Weitere Paare:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>source&lt;TAB&gt;target per line</source>
        <translation>Quelle&lt;TAB&gt;Ziel pro Zeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the tab-separated file</source>
        <translation>Tabulatorgetrennte Datei auswählen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joint BPE vocabulary for source and target (SentencePiece). The paper used about 37000 shared pieces for English–German.</source>
        <translation>Gemeinsames BPE-Vokabular für Quelle und Ziel (SentencePiece). Das Paper verwendete für Englisch–Deutsch etwa 37000 gemeinsame Teilwörter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Validation source:</source>
        <translation>Validierungsquelle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the validation source file</source>
        <translation>Validierungs-Quelldatei auswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation target:</source>
        <translation>Validierungsziel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the validation target file</source>
        <translation>Validierungs-Zieldatei auswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary:</source>
        <translation>Vokabular:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>File pairs trained on together with the one above, as one corpus (the vocabulary is made from all of them).</source>
        <translation>Dateipaare, auf denen zusammen mit dem obigen als ein Korpus trainiert wird (das Vokabular wird aus allen gebildet).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add pair…</source>
        <translation>Paar hinzufügen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another source file and its target file.</source>
        <translation>Eine weitere Quelldatei und ihre Zieldatei auswählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add every NAME.train.LANG pair of a folder (plain or .gz), e.g. the tatoeba, news and europarl sets that data/general advises training on together.</source>
        <translation>Jedes NAME.train.LANG-Paar eines Ordners hinzufügen (Text oder .gz), z. B. die Sets tatoeba, news und europarl, die laut data/general zusammen trainiert werden sollten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected pair from the list.</source>
        <translation>Das ausgewählte Paar aus der Liste entfernen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a folder of training sets</source>
        <translation>Ordner mit Trainingssets auswählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds no NAME.train.LANG files in two languages.</source>
        <translation>%1 enthält keine NAME.train.LANG-Dateien in zwei Sprachen.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>toy — seconds per task</source>
        <translation>toy — Sekunden pro Aufgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiny — 3 layers, d_model 256</source>
        <translation>tiny — 3 Schichten, d_model 256</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small — 4 layers, dropout 0.3</source>
        <translation>small — 4 Schichten, Dropout 0,3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>base — the paper&apos;s base model</source>
        <translation>base — das Basismodell des Papers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A starting point; every field below can then be changed.</source>
        <translation>Ein Ausgangspunkt; alle Felder darunter lassen sich anschließend ändern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N encoder layers (N = 6 in the paper).</source>
        <translation>N Encoder-Schichten (N = 6 im Paper).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N decoder layers (N = 6 in the paper).</source>
        <translation>N Decoder-Schichten (N = 6 im Paper).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d_model: width of every sub-layer output and of the embeddings (512 in the paper). Must be divisible by the number of heads.</source>
        <translation>d_model: Breite jeder Teilschicht-Ausgabe und der Embeddings (512 im Paper). Muss durch die Anzahl der Attention-Köpfe teilbar sein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>h parallel attention heads, each of width d_k = d_v = d_model / h (h = 8 in the paper).</source>
        <translation>h parallele Attention-Köpfe, jeder mit der Breite d_k = d_v = d_model / h (h = 8 im Paper).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>d_ff: inner width of the position-wise feed-forward network (2048 in the paper).</source>
        <translation>d_ff: innere Breite des positionsweisen Feed-Forward-Netzes (2048 im Paper).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P_drop: dropout on every sub-layer output and on embeddings + positional encodings (section 5.4; 0.1 for the base model).</source>
        <translation>P_drop: Dropout auf jede Teilschicht-Ausgabe und auf Embeddings + Positionskodierungen (Abschnitt 5.4; 0,1 beim Basismodell).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ε_ls (section 5.4): hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU. 0.1 in the paper.</source>
        <translation>ε_ls (Abschnitt 5.4): verschlechtert die Perplexität, da das Modell lernt, unsicherer zu sein, verbessert aber Genauigkeit und BLEU. 0,1 im Paper.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sinusoidal (paper)</source>
        <translation>sinusförmig (Paper)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sinusoidal, halves (Marian)</source>
        <translation>sinusförmig, Hälften (Marian)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learned (Table 3, row E)</source>
        <translation>gelernt (Tabelle 3, Zeile E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How positions enter the model (section 3.5). Learned positions can be compared with the formula in the positional-encoding view.</source>
        <translation>Wie Positionen in das Modell gelangen (Abschnitt 3.5). Gelernte Positionen lassen sich in der Ansicht „Positionskodierung“ mit der Formel vergleichen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>post-LN (paper)</source>
        <translation>post-LN (Paper)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pre-LN (stabler when deep)</source>
        <translation>pre-LN (stabiler bei großer Tiefe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LayerNorm(x + Sublayer(x)) as in the paper, or x + Sublayer(LayerNorm(x)).</source>
        <translation>LayerNorm(x + Sublayer(x)) wie im Paper oder x + Sublayer(LayerNorm(x)).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset:</source>
        <translation>Voreinstellung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder layers:</source>
        <translation>Encoder-Schichten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder layers:</source>
        <translation>Decoder-Schichten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads:</source>
        <translation>Attention-Köpfe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_ff:</source>
        <translation>d_ff:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropout:</source>
        <translation>Dropout:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label smoothing:</source>
        <translation>Label-Smoothing:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions:</source>
        <translation>Positionen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalisation:</source>
        <translation>Normalisierung:</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/studio/views/training_view.h" line="+40"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warmup_steps (section 5.3): the learning rate rises linearly for this many steps, then decays with the inverse square root of the step. 4000 in the paper, whose runs were 100000 steps long. Auto: about 8% of the steps this run&apos;s budget allows.</source>
        <translation>warmup_steps (Abschnitt 5.3): Die Lernrate steigt so viele Schritte lang linear an und fällt dann mit der inversen Quadratwurzel der Schrittzahl. 4000 im Paper, dessen Läufe 100000 Schritte lang waren. Automatisch: etwa 8 % der Schritte, die das Budget dieses Laufs erlaubt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Multiplies the whole schedule: lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5). The paper&apos;s factor is 1. Auto: 1, lowered where a short warm-up would make the peak too high.</source>
        <translation>Multipliziert den ganzen Plan: lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5). Der Faktor im Paper ist 1. Automatisch: 1, kleiner, wo ein kurzes Aufwärmen die Spitze zu hoch machen würde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Padded target tokens per batch. The paper&apos;s batches held about 25000 source and 25000 target tokens. Auto: 4096, smaller for a small corpus so that an epoch has enough updates.</source>
        <translation>Aufgefüllte Ziel-Tokens pro Batch. Die Batches im Paper enthielten etwa 25000 Quell- und 25000 Ziel-Tokens. Automatisch: 4096, kleiner bei einem kleinen Korpus, damit eine Epoche genug Updates hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop after this many steps (0: no step limit). The base model trained 100000 steps.</source>
        <translation>Nach so vielen Schritten anhalten (0: keine Schrittgrenze). Das Basismodell wurde 100000 Schritte lang trainiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop after this many minutes (0: no time limit). At least one limit is needed.</source>
        <translation>Nach so vielen Minuten anhalten (0: keine Zeitgrenze). Mindestens eine Grenze ist erforderlich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initialisation, data order and dropout.</source>
        <translation>Für Initialisierung, Datenreihenfolge und Dropout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validation loss and BLEU every this many steps (0: only at the end).</source>
        <translation>Validierungsverlust und BLEU alle so viele Schritte (0: nur am Ende).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validation sentences translated (greedy) for BLEU; 0 skips BLEU.</source>
        <translation>Für BLEU (greedy) übersetzte Validierungssätze; 0 überspringt BLEU.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the model folder every this many steps, so that it can be inspected (and resumed) while training goes on.</source>
        <translation>Den Modellordner alle so viele Schritte schreiben, damit er während des Trainings untersucht (und fortgesetzt) werden kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One chart point per this many steps (the loss is averaged over them).</source>
        <translation>Ein Diagrammpunkt je so viele Schritte (der Verlust wird über sie gemittelt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the attention of a fixed probe pair every this many steps, for “Heads specialising” (0: off).</source>
        <translation>Alle so viele Schritte die Attention eines festen Probe-Satzpaars aufzeichnen, für „Köpfe spezialisieren sich“ (0: aus).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Auto (bf16 on this CPU)</source>
        <translation>Automatisch (bf16 auf dieser CPU)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Auto (fp32 on this CPU)</source>
        <translation>Automatisch (fp32 auf dieser CPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 mixed precision</source>
        <translation>bf16-Mischpräzision</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bf16 mixed precision, as PyTorch&apos;s autocast: the large matrix products take bf16 inputs and accumulate in fp32; weights, the optimizer, layer norm, softmax and the loss stay fp32. Several times faster where the CPU has bf16 instructions (AVX512_BF16 or AMX), which Auto uses; elsewhere bf16 is emulated, slower than fp32. The GPU backend trains in fp32.</source>
        <translation>bf16-Mischpräzision wie PyTorchs Autocast: Die großen Matrixprodukte erhalten bf16-Eingaben und summieren in fp32; Gewichte, Optimierer, Layer-Norm, Softmax und Verlust bleiben fp32. Mehrfach schneller, wo die CPU bf16-Befehle hat (AVX512_BF16 oder AMX), die Automatisch nutzt; sonst wird bf16 emuliert und ist langsamer als fp32. Das GPU-Backend trainiert in fp32.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clip the gradient norm to this value (0: no clipping; the paper did not clip).</source>
        <translation>Die Gradientennorm auf diesen Wert begrenzen (0: keine Begrenzung; das Paper hat nicht begrenzt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up steps:</source>
        <translation>Aufwärmschritte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LR factor:</source>
        <translation>Lernraten-Faktor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch tokens:</source>
        <translation>Tokens pro Batch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max steps:</source>
        <translation>Max. Schritte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max minutes:</source>
        <translation>Max. Minuten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validate every:</source>
        <translation>Validieren alle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLEU sentences:</source>
        <translation>BLEU-Sätze:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint every:</source>
        <translation>Checkpoint alle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart point every:</source>
        <translation>Diagrammpunkt alle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention snapshot every:</source>
        <translation>Attention-Schnappschuss alle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clip gradient norm:</source>
        <translation>Gradientennorm begrenzen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision:</source>
        <translation>Präzision:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Becomes a model folder: config.json, model.safetensors, tokenizer.model, checkpoints/, train_log.csv.</source>
        <translation>Wird zu einem Modellordner: config.json, model.safetensors, tokenizer.model, checkpoints/, train_log.csv.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the run saved in this folder</source>
        <translation>Den in diesem Ordner gespeicherten Lauf fortsetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resumes with the saved model, optimizer state, schedule and data position; the model settings above are then taken from the saved run, the data and limits from here.</source>
        <translation>Setzt mit gespeichertem Modell, Optimiererzustand, Lernratenplan und Datenposition fort; die Modelleinstellungen oben werden dann aus dem gespeicherten Lauf übernommen, Daten und Grenzen von hier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the output folder</source>
        <translation>Ausgabeordner auswählen</translation>
    </message>
    <message numerus="yes">
        <location line="+176"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres Paar</numerusform>
            <numerusform>%1 und %n weitere Paare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="+49"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Build the model and train it on a background thread.</source>
        <translation>Das Modell erstellen und in einem Hintergrund-Thread trainieren.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/snapshot_scrubber.cpp" line="+84"/>
        <source>Click to jump to a step.</source>
        <translation>Klicken, um zu einem Schritt zu springen.</translation>
    </message>
    <message>
        <location line="+113"/>
        <location line="+38"/>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="-150"/>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+38"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>step %1 (%2/%3)</source>
        <translation>Schritt %1 (%2/%3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Attention snapshots appear here while a run trains (set “Attention snapshot every” before Start), or open a run folder that has them.</source>
        <translation>Attention-Schnappschüsse erscheinen hier, während ein Lauf trainiert („Attention-Schnappschuss alle“ vor Start setzen), oder öffnen Sie einen Lauf-Ordner, der welche enthält.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay the snapshots from the first step.</source>
        <translation>Die Schnappschüsse ab dem ersten Schritt abspielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The training step whose attention is shown.</source>
        <translation>Der Trainingsschritt, dessen Attention gezeigt wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contact sheet…</source>
        <translation>Kontaktbogen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the chosen kind of attention over the run as one picture (PNG or SVG).</source>
        <translation>Die gewählte Attention-Art über den Lauf als ein Bild speichern (PNG oder SVG).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation…</source>
        <translation>Animation…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the replay as an animated GIF (or numbered PNG frames).</source>
        <translation>Die Wiedergabe als animiertes GIF speichern (oder als nummerierte PNG-Bilder).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the replay as numbered PNG frames.</source>
        <translation>Die Wiedergabe als nummerierte PNG-Bilder speichern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save contact sheet</source>
        <translation>Kontaktbogen speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Vektorgrafik (*.svg)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Animated GIF (*.gif);;PNG frames (*.png)</source>
        <translation>Animiertes GIF (*.gif);;PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG frames (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save animation</source>
        <translation>Animation speichern</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="+2"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Stop after the current step; the model folder keeps everything trained so far.</source>
        <translation>Nach dem aktuellen Schritt anhalten; der Modellordner behält alles bisher Trainierte.</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Inspect this model</source>
        <translation>Dieses Modell untersuchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the latest checkpoint in the other views (available after the first checkpoint; training goes on).</source>
        <translation>Den neuesten Checkpoint in den anderen Ansichten öffnen (verfügbar nach dem ersten Checkpoint; das Training läuft weiter).</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Pause after the current step; Resume continues exactly where it stopped.</source>
        <translation>Nach dem laufenden Schritt pausieren; Fortsetzen macht genau dort weiter, wo es angehalten hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the paused run.</source>
        <translation>Den pausierten Lauf fortsetzen.</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Ready. The planned learning-rate schedule is drawn below.</source>
        <translation>Bereit. Der geplante Lernratenverlauf ist unten dargestellt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>cross-entropy (nats/token)</source>
        <translation>Kreuzentropie (nats/Token)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training loss is label-smoothed (so it stays above the smoothing&apos;s entropy); validation loss is measured the same way on held-out pairs.</source>
        <translation>Der Trainingsverlust ist label-geglättet (er bleibt also über der Entropie der Glättung); der Validierungsverlust wird ebenso auf zurückgehaltenen Paaren gemessen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5) (section 5.3): the dashed curve is planned, solid curves are what the runs used.</source>
        <translation>lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5) (Abschnitt 5.3): Die gestrichelte Kurve ist der Plan, die durchgezogenen Kurven zeigen, was die Läufe verwendet haben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tokens per second</source>
        <translation>Tokens pro Sekunde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Validation BLEU</source>
        <translation>Validierungs-BLEU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>BLEU of greedy translations of the validation pairs (the paper reports beam search BLEU on newstest2014).</source>
        <translation>BLEU der Greedy-Übersetzungen der Validierungspaare (das Paper berichtet BLEU mit Beam-Suche auf newstest2014).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Curves appear here when training starts.</source>
        <translation>Die Kurven erscheinen hier, sobald das Training beginnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLEU appears at the first validation.</source>
        <translation>BLEU erscheint bei der ersten Validierung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned</source>
        <translation>geplant</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Smoothing</source>
        <translation>Glättung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exponential moving average with its start-up bias removed, as in TensorBoard; the raw curve stays faint behind the smoothed one. 0 shows the points as they are.</source>
        <translation>Exponentiell gleitender Mittelwert ohne Anlaufverzerrung, wie in TensorBoard; die Rohkurve bleibt blass hinter der geglätteten. 0 zeigt die Punkte, wie sie sind.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Log scale</source>
        <translation>Log-Skala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A logarithmic y axis for loss, learning rate and throughput.</source>
        <translation>Eine logarithmische y-Achse für Verlust, Lernrate und Durchsatz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>X axis</source>
        <translation>X-Achse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps, or the time since the run started with pauses left out.</source>
        <translation>Schritte oder die Zeit seit dem Start des Laufs ohne die Pausen.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Runs (tick to show)</source>
        <translation>Läufe (zum Anzeigen ankreuzen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every run of this session stays on the charts for comparison; untick to hide.</source>
        <translation>Jeder Lauf dieser Sitzung bleibt zum Vergleich in den Diagrammen; zum Ausblenden Häkchen entfernen.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>run %1 planned</source>
        <translation>Lauf %1 geplant</translation>
    </message>
    <message>
        <location line="-276"/>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Open earlier run…</source>
        <translation>Früheren Lauf öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the curves of a run folder from an earlier session (runs in the app&apos;s runs folder are listed at start, unticked).</source>
        <translation>Die Kurven eines Laufordners aus einer früheren Sitzung zeigen (Läufe im Laufordner der App werden beim Start aufgeführt, nicht angekreuzt).</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Learning rate (peak %1 at step %2)</source>
        <translation>Lernrate (Maximum %1 bei Schritt %2)</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+280"/>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_settings_form.cpp" line="-130"/>
        <source>Pairs are generated when training starts; validation uses 200 held-out pairs.</source>
        <translation>Die Paare werden beim Trainingsstart erzeugt; die Validierung nutzt 200 zurückgehaltene Paare.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+79"/>
        <source>Choose a source and a target file.</source>
        <translation>Wählen Sie eine Quell- und eine Zieldatei.</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+80"/>
        <source>Choose a tab-separated file.</source>
        <translation>Wählen Sie eine tabulatorgetrennte Datei.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Checking the files…</source>
        <translation>Dateien werden geprüft…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Set a step limit or a time limit (or both).</source>
        <translation>Legen Sie eine Schrittgrenze oder eine Zeitgrenze (oder beide) fest.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shortest toy sentence is longer than the longest.</source>
        <translation>Der kürzeste Spielzeugsatz ist länger als der längste.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Model settings: %1</source>
        <translation>Modelleinstellungen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose an output folder.</source>
        <translation>Wählen Sie einen Ausgabeordner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds no training run to continue (no train_state.json).</source>
        <translation>%1 enthält keinen fortsetzbaren Trainingslauf (keine train_state.json).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds a model. Choose another folder, or tick &quot;Continue the run saved in this folder&quot;.</source>
        <translation>%1 enthält bereits ein Modell. Wählen Sie einen anderen Ordner oder kreuzen Sie „Den in diesem Ordner gespeicherten Lauf fortsetzen“ an.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+117"/>
        <source>Run %1: %2, %3+%4 layers, d_model %5</source>
        <translation>Lauf %1: %2, %3+%4 Schichten, d_model %5</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="-72"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 train</source>
        <translation>%1 Training</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 validation</source>
        <translation>%1 Validierung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 actual</source>
        <translation>%1 tatsächlich</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+8"/>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preparing…</source>
        <translation>Wird vorbereitet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Training started</source>
        <translation>Training gestartet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paused after step %1. Resume continues exactly where it stopped.</source>
        <translation>Nach Schritt %1 pausiert. Fortsetzen macht genau dort weiter, wo es angehalten hat.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <location line="-342"/>
        <source>Heads specialising</source>
        <translation>Köpfe spezialisieren sich</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation export cancelled.</source>
        <translation>Animationsexport abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Saved %n animation file(s): %1</source>
        <translation>
            <numerusform>%n Animationsdatei gespeichert: %1</numerusform>
            <numerusform>%n Animationsdateien gespeichert: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Open a run folder</source>
        <translation>Einen Laufordner öffnen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Run %1: %2 (earlier session), %3+%4 layers, d_model %5</source>
        <translation>Lauf %1: %2 (frühere Sitzung), %3+%4 Schichten, d_model %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>saved, %1 steps</source>
        <translation>gespeichert, %1 Schritte</translation>
    </message>
    <message>
        <location line="+117"/>
        <location line="+25"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Resumed.</source>
        <translation>Fortgesetzt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopping: finishing the step, validating and writing the final checkpoint…</source>
        <translation>Wird gestoppt: Schritt wird beendet, validiert und der letzte Checkpoint geschrieben…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Model: %1+%2 layers, d_model %3, %4 heads, d_ff %5, vocabulary %6, %7 M parameters, on %8.</source>
        <translation>Modell: %1+%2 Schichten, d_model %3, %4 Attention-Köpfe, d_ff %5, Vokabular %6, %7 Mio. Parameter, auf %8.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Training on %1…</source>
        <translation>Training auf %1…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Training in bf16 mixed precision (fp32 weights and optimizer)…</source>
        <translation>Training in bf16-Mischpräzision (Gewichte und Optimierer in fp32)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training in fp32…</source>
        <translation>Training in fp32…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%p% · ETA %1</source>
        <translation>%p% · Restzeit %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · epoch %2 · loss %3 · %4 tokens/s · elapsed %5 · ETA %6</source>
        <translation>%1 · Epoche %2 · Verlust %3 · %4 Tokens/s · vergangen %5 · Restzeit %6</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Validation at step %1: loss %2, perplexity %3, BLEU %4</source>
        <translation>Validierung bei Schritt %1: Verlust %2, Perplexität %3, BLEU %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Validation at step %1: loss %2, perplexity %3</source>
        <translation>Validierung bei Schritt %1: Verlust %2, Perplexität %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checkpoint at step %1 written to %2</source>
        <translation>Checkpoint bei Schritt %1 nach %2 geschrieben</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>diverged at step %1</source>
        <translation>divergiert bei Schritt %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training diverged.</source>
        <translation>Das Training ist divergiert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training could not run.</source>
        <translation>Das Training konnte nicht ausgeführt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped at step %1</source>
        <translation>gestoppt bei Schritt %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped at step %1. The model folder holds the final checkpoint: %2</source>
        <translation>Bei Schritt %1 gestoppt. Der Modellordner enthält den letzten Checkpoint: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished, %1 steps</source>
        <translation>fertig, %1 Schritte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished %1 steps. Model: %2</source>
        <translation>%1 Schritte abgeschlossen. Modell: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_runs_export.cpp" line="+20"/>
        <source>No training curves yet: start a run first.</source>
        <translation>Noch keine Trainingskurven: Starten Sie zuerst einen Lauf.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_settings_form.cpp" line="-254"/>
        <source>Auto (from the budget)</source>
        <translation>Automatisch (aus dem Budget)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Auto (from the corpus)</source>
        <translation>Automatisch (aus dem Korpus)</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="-379"/>
        <source>auto, for about %1 steps; fixed once the first steps are timed</source>
        <translation>automatisch, für etwa %1 Schritte; steht fest, sobald die ersten Schritte gemessen sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auto, for %1 steps</source>
        <translation>automatisch, für %1 Schritte</translation>
    </message>
    <message>
        <location line="+265"/>
        <source>for %1 steps</source>
        <translation>für %1 Schritte</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/saved_run_reader.cpp" line="+24"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is too large to be a training log.</source>
        <translation>%1 ist zu groß für ein Trainingsprotokoll.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 holds no training log (%2): not a run folder, or the run wrote no checkpoint yet.</source>
        <translation>%1 enthält kein Trainingsprotokoll (%2): kein Laufordner, oder der Lauf hat noch keinen Checkpoint geschrieben.</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/snapshot_replay.cpp" line="+103"/>
        <source>Cannot replay the attention snapshots: %1</source>
        <translation>Die Attention-Schnappschüsse können nicht abgespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_estimate.cpp" line="+56"/>
        <source>No estimate without a step or time limit.</source>
        <translation>Keine Schätzung ohne Schritt- oder Zeitgrenze.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Estimate: stops at the time limit, %1, after about %2 steps of %3 tokens</source>
        <translation>Schätzung: stoppt an der Zeitgrenze, %1, nach etwa %2 Schritten zu je %3 Tokens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Estimate: about %1 for %2 steps of %3 tokens</source>
        <translation>Schätzung: etwa %1 für %2 Schritte zu je %3 Tokens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (%1 epochs)</source>
        <translation> (%1 Epochen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, at %1 tokens/s as run %2 of the same model shape measured.</source>
        <translation>, bei %1 Tokens/s, wie von Lauf %2 mit derselben Modellform gemessen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, at about %1 tokens/s: a guess from the model&apos;s size (about %2 M weights, 6 FLOPs each per token at %3 GFLOP/s). A run measures the speed; the next estimate uses it.</source>
        <translation>, bei etwa %1 Tokens/s: geschätzt aus der Modellgröße (etwa %2 Mio. Gewichte, je 6 FLOPs pro Token bei %3 GFLOP/s). Ein Lauf misst die Geschwindigkeit; die nächste Schätzung verwendet sie.</translation>
    </message>
</context>
<context>
    <name>studio::TrainingWorker</name>
    <message>
        <location filename="../app/studio/workers/training_worker.cpp" line="+124"/>
        <source>set them back to the run&apos;s, or start a new run with the new settings</source>
        <translation>setzen Sie sie auf die des Laufs zurück, oder starten Sie mit den neuen Einstellungen einen neuen Lauf</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Generating %1 pairs of the %2 task…</source>
        <translation>%1 Paare der Aufgabe „%2“ werden erzeugt…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reading %1 and %2…</source>
        <translation>%1 und %2 werden gelesen…</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training data: %1 pairs, validation: %2 pairs.</source>
        <translation>Trainingsdaten: %1 Paare, Validierung: %2 Paare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training data: %1 pairs, no validation set.</source>
        <translation>Trainingsdaten: %1 Paare, keine Validierungsmenge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Continuing the run in %1…</source>
        <translation>Lauf in %1 wird fortgesetzt…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training a joint SentencePiece vocabulary of %1 pieces…</source>
        <translation>Gemeinsames SentencePiece-Vokabular mit %1 Teilwörtern wird trainiert…</translation>
    </message>
</context>
<context>
    <name>studio::TranslateView</name>
    <message>
        <location filename="../app/studio/views/translate_view.cpp" line="+54"/>
        <source>Translating…</source>
        <translation>Übersetzung läuft…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Input (toy-task symbols)</source>
        <translation>Eingabe (Symbole der Spielaufgabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toy-task input: %1</source>
        <translation>Eingabe der Spielaufgabe: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This model was trained on a toy task: it reads only its symbols, written s0, s1, … and separated by spaces (%1). Other words become &lt;unk&gt;.</source>
        <translation>Dieses Modell wurde auf einer Spielaufgabe trainiert: Es liest nur seine Symbole, geschrieben s0, s1, … und durch Leerzeichen getrennt (%1). Andere Wörter werden zu &lt;unk&gt;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+46"/>
        <source>Type or paste an English sentence…</source>
        <translation>Englischen Satz eingeben oder einfügen…</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>The source sentence. It is split into subword pieces (BPE) and encoded once by the encoder stack; the translation updates as you type. The Attention view shares it.</source>
        <translation>Der Quellsatz. Er wird in Teilwörter (BPE) zerlegt und einmal vom Encoder-Stapel kodiert; die Übersetzung folgt beim Tippen. Die Attention-Ansicht teilt ihn.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The source sentence. It is split into subword pieces (BPE) and encoded once by the encoder stack; the translation updates as you type.</source>
        <translation>Der Quellsatz. Er wird in Subword-Teilstücke (BPE) zerlegt und einmal vom Encoder-Stapel kodiert; die Übersetzung aktualisiert sich während der Eingabe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Greedy</source>
        <translation>Greedy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beam search</source>
        <translation>Beam-Suche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greedy picks the most probable next token at every step. Beam search keeps the k best partial translations (the paper used k = 4, α = 0.6).</source>
        <translation>Greedy wählt bei jedem Schritt das wahrscheinlichste nächste Token. Die Beam-Suche behält die k besten Teilübersetzungen (im Paper k = 4, α = 0,6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Beam size k: how many partial translations are kept at each step.</source>
        <translation>Beam-Breite k: wie viele Teilübersetzungen bei jedem Schritt behalten werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length penalty α: scores are log P / ((5 + |Y|) / 6)^α, so larger α favours longer translations.</source>
        <translation>Längenstrafe α: Scores sind log P / ((5 + |Y|) / 6)^α, daher begünstigt ein größeres α längere Übersetzungen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many finished hypotheses of the beam to list.</source>
        <translation>Wie viele fertige Hypothesen des Beams aufgelistet werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decoding</source>
        <translation>Dekodierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search:</source>
        <translation>Suche:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beam size:</source>
        <translation>Beam-Breite:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length penalty α:</source>
        <translation>Längenstrafe α:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N-best:</source>
        <translation>N-Best:</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+332"/>
        <source>The best translation (German).</source>
        <translation>Die beste Übersetzung (Deutsch).</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Translation</source>
        <translation>Übersetzung</translation>
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
        <translation>Encoder-Decoder-Attention (§3.2.3): In jedem Dekodierschritt schaut die Query des Decoders auf alle Encoder-Ausgaben. Jede Zeile summiert sich zu 1. Eine Zeile anklicken zeigt einen Schritt. Zeilen tragen das in diesem Schritt erzeugte Token; die Attention-Ansicht beschriftet sie mit der Eingabe des Decoders, eine Stelle früher (&lt;s&gt; zuerst).</translation>
    </message>
    <message>
        <location line="-169"/>
        <location line="+121"/>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The n best hypotheses. Score is log P divided by the length penalty; log P is the model&apos;s log-probability of the whole translation. Marked: where a hypothesis differs from the best one. Choose one to see its alignment and steps.</source>
        <translation>Die n besten Hypothesen. Der Score ist log P geteilt durch die Längenstrafe; log P ist die Log-Wahrscheinlichkeit der ganzen Übersetzung. Markiert: wo eine Hypothese von der besten abweicht. Eine wählen zeigt ihre Alignierung und Schritte.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Back to the model&apos;s own translation</source>
        <translation>Zurück zur eigenen Übersetzung des Modells</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N-best list</source>
        <translation>N-Best-Liste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Decoder layer whose encoder–decoder attention is shown.</source>
        <translation>Decoder-Schicht, deren Encoder-Decoder-Attention angezeigt wird.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One attention head, or the mean over all heads. Multi-head attention lets each head attend to different positions (§3.2.2).</source>
        <translation>Ein Attention-Kopf oder der Mittelwert über alle Köpfe. Bei Multi-Head-Attention kann jeder Kopf auf andere Positionen achten (§3.2.2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cross attention, layer:</source>
        <translation>Cross-Attention, Schicht:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head:</source>
        <translation>Kopf:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>target (token produced at this step)</source>
        <translation>Ziel (in diesem Schritt erzeugtes Token)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source (keys)</source>
        <translation>Quelle (Keys)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
    <message>
        <location line="+148"/>
        <location line="+278"/>
        <source>Click a row of the map to follow one decoding step.</source>
        <translation>Klicken Sie auf eine Zeile der Karte, um einen Dekodierschritt zu verfolgen.</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>Previous decoding step</source>
        <translation>Vorheriger Dekodierschritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next decoding step</source>
        <translation>Nächster Dekodierschritt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step details</source>
        <translation>Schrittdetails</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide the step panel under the map: the most probable next tokens at the chosen step, where every head looks there, and forcing another token. In a small window it starts closed, so the map keeps the room.</source>
        <translation>Das Schrittfeld unter der Karte ein- oder ausblenden: die wahrscheinlichsten nächsten Tokens im gewählten Schritt, wohin jeder Kopf dort schaut, und das Erzwingen eines anderen Tokens. In einem kleinen Fenster ist es anfangs geschlossen, damit die Karte den Platz behält.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean over heads</source>
        <translation>Mittel über alle Köpfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location line="+96"/>
        <source> The model&apos;s own: “%1” (log P %2).</source>
        <translation> Die eigene des Modells: „%1“ (log P %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;What if&lt;/b&gt; the model had said &lt;b&gt;%1&lt;/b&gt; at step %2? It continues: “%3” (log P %4).%5</source>
        <translation>&lt;b&gt;Was wäre, wenn&lt;/b&gt; das Modell in Schritt %2 &lt;b&gt;%1&lt;/b&gt; gesagt hätte? Es setzt fort: „%3“ (log P %4).%5</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hypothesis %1 of the n-best list (choose the first row for the best translation).</source>
        <translation>Hypothese %1 der N-Best-Liste (die erste Zeile wählen für die beste Übersetzung).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>beam search (k = %1, α = %2)</source>
        <translation>Beam-Suche (k = %1, α = %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>greedy search</source>
        <translation>Greedy-Suche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hypothesis %1: its alignment and steps by forced decoding, %2 ms</source>
        <translation>Hypothese %1: ihre Alignierung und Schritte durch erzwungenes Dekodieren, %2 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ms · %2 · %3 backend (%4)</source>
        <translation>%1 ms · %2 · %3-Backend (%4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hypothesis %1 of %2</source>
        <translation>Hypothese %1 der %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a what-if</source>
        <translation>ein Was-wäre-wenn</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Translated in %1 ms</source>
        <translation>In %1 ms übersetzt</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cross attention · layer %1 · mean of %2 heads</source>
        <translation>Cross-Attention · Schicht %1 · Mittel über %2 Köpfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross attention · layer %1 · head %2</source>
        <translation>Cross-Attention · Schicht %1 · Kopf %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: its query attends most to %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Seine Query beachtet am stärksten %2.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Nothing to export: translate a sentence first.</source>
        <translation>Nichts zu exportieren: Übersetzen Sie zuerst einen Satz.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/translate_view.h" line="+37"/>
        <source>Translate</source>
        <translation>Übersetzen</translation>
    </message>
    <message>
        <location filename="../app/studio/views/translate_view.cpp" line="-21"/>
        <source>Choose a step (a row of the map) to attribute its token.</source>
        <translation>Wählen Sie einen Schritt (eine Zeile der Karte), um sein Token zu attribuieren.</translation>
    </message>
    <message>
        <location line="-586"/>
        <source>&lt;b&gt;Note:&lt;/b&gt; the translation&apos;s text splits into other pieces than the ones shown, so this attribution is of the re-split text.</source>
        <translation>&lt;b&gt;Hinweis:&lt;/b&gt; Der Text der Übersetzung zerfällt in andere Stücke als die gezeigten; diese Attribution gilt dem neu zerlegten Text.</translation>
    </message>
</context>
<context>
    <name>studio::WalkthroughMatrixPanel</name>
    <message>
        <location filename="../app/studio/views/walkthrough_matrix_panel.cpp" line="+143"/>
        <location line="+19"/>
        <source>columns %1–%2 of %3</source>
        <translation>Spalten %1–%2 von %3</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Colours: ±%1, the largest |value|.</source>
        <translation>Farben: ±%1, der größte |Wert|.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours clipped at ±%1, the 95th percentile of |value|: %2 values beyond it (up to %3) take the end colours.</source>
        <translation>Farben bei ±%1 gekappt, dem 95. Perzentil von |Wert|: %2 Werte darüber (bis %3) erhalten die Endfarben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>value (colours clipped)</source>
        <translation>Wert (Farben gekappt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
</context>
<context>
    <name>studio::WalkthroughView</name>
    <message>
        <location filename="../app/studio/views/walkthrough_view.cpp" line="+36"/>
        <source>A sentence for the class</source>
        <translation>Ein Satz für die Klasse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>layer </source>
        <translation>Schicht </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head </source>
        <translation>Kopf </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous step (Left arrow or Page Up)</source>
        <translation>Vorheriger Schritt (Pfeiltaste links oder Bild auf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step (Right arrow or Page Down)</source>
        <translation>Nächster Schritt (Pfeiltaste rechts oder Bild ab)</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Tracing one forward pass…</source>
        <translation>Ein Vorwärtsdurchlauf wird verfolgt…</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Could not trace the sentence: %1</source>
        <translation>Der Satz konnte nicht verfolgt werden: %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Walkthrough: %1 source and %2 target tokens</source>
        <translation>Schritt für Schritt: %1 Quell- und %2 Ziel-Tokens</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Type a sentence: the walkthrough follows it through the loaded model.</source>
        <translation>Geben Sie einen Satz ein: Die Ansicht verfolgt ihn Schritt für Schritt durch das geladene Modell.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Shape: %1</source>
        <translation>Form: %1</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Nothing to export yet: type a sentence first.</source>
        <translation>Noch nichts zu exportieren: Geben Sie zuerst einen Satz ein.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>matrix</source>
        <translation>Matrix</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location filename="../app/studio/views/walkthrough_view.h" line="+38"/>
        <source>Walkthrough</source>
        <translation>Schritt für Schritt</translation>
    </message>
</context>
</TS>
