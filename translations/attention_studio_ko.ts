<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/studio/core/marian_import.cpp" line="+33"/>
        <source>Hugging Face MarianMT folder (config.json, model.safetensors, source.spm, …)</source>
        <translation>Hugging Face MarianMT 폴더(config.json, model.safetensors, source.spm, …)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new folder for the imported model (it must not exist yet)</source>
        <translation>가져온 모델을 담을 새 폴더(아직 없는 폴더여야 합니다)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Importing %1…</source>
        <translation>%1 가져오는 중…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import failed</source>
        <translation>가져오기 실패</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Imported</source>
        <translation>가져오기 완료</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported into %1.

%2</source>
        <translation>%1(으)로 가져왔습니다.

%2</translation>
    </message>
</context>
<context>
    <name>attn::ConfigField</name>
    <message>
        <location filename="../engine/src/model/config_fields.cpp" line="+34"/>
        <source>N: identical encoder layers (the paper uses 6)</source>
        <translation>N: 동일한 인코더 레이어의 수(논문에서는 6)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N: identical decoder layers (the paper uses 6)</source>
        <translation>N: 동일한 디코더 레이어의 수(논문에서는 6)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Width of every sub-layer output and embedding (512 in the base model)</source>
        <translation>모든 서브레이어 출력과 임베딩의 너비(base 모델에서는 512)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>h: parallel attention heads, each of size d_k = d_v = d_model / h</source>
        <translation>h: 병렬 어텐션 헤드의 수, 각 헤드의 크기는 d_k = d_v = d_model / h</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Inner width of the position-wise feed-forward network (2048 in the base model)</source>
        <translation>위치별 피드포워드 네트워크의 내부 너비(base 모델에서는 2048)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shared source/target vocabulary (byte-pair encoding)</source>
        <translation>소스/타깃 공유 어휘(바이트 페어 인코딩)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P_drop on sub-layer outputs and on embeddings + positions (0.1 in the paper)</source>
        <translation>서브레이어 출력과 임베딩 + 위치에 적용하는 P_drop(논문에서는 0.1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dropout on attention weights (not in the paper)</source>
        <translation>어텐션 가중치에 적용하는 드롭아웃(논문에는 없음)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dropout inside the feed-forward network, after the activation (not in the paper)</source>
        <translation>피드포워드 네트워크 안, 활성화 함수 뒤의 드롭아웃(논문에는 없음)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ε_ls: label smoothing of the training targets (0.1 in the paper)</source>
        <translation>ε_ls: 학습 타깃의 레이블 스무딩(논문에서는 0.1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>post: LayerNorm(x + Sublayer(x)) as in the paper; pre: x + Sublayer(LayerNorm(x))</source>
        <translation>post: 논문과 같은 LayerNorm(x + Sublayer(x)), pre: x + Sublayer(LayerNorm(x))</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How positions are added to the embeddings (section 3.5)</source>
        <translation>임베딩에 위치 정보를 더하는 방식(3.5절)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The 10000 in PE(pos, 2i) = sin(pos / 10000^(2i/d_model))</source>
        <translation>PE(pos, 2i) = sin(pos / 10000^(2i/d_model))의 10000</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Longest sequence the model accepts, in tokens</source>
        <translation>모델이 받아들이는 가장 긴 시퀀스의 길이(토큰 수)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Feed-forward activation: FFN(x) = act(x W1 + b1) W2 + b2 (ReLU in the paper)</source>
        <translation>피드포워드 활성화 함수: FFN(x) = act(x W1 + b1) W2 + b2(논문에서는 ReLU)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One matrix for both embeddings and the pre-softmax projection (section 3.4)</source>
        <translation>임베딩과 소프트맥스 이전 투영에 행렬 하나를 함께 사용(3.4절)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A bias added to the pre-softmax projection (not in the paper; Marian has one)</source>
        <translation>소프트맥스 직전 투영에 더하는 편향(논문에는 없음, Marian에는 있음)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Embeddings multiplied by √d_model (section 3.4)</source>
        <translation>임베딩에 √d_model을 곱함(3.4절)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ε added to the variance inside every layer normalisation (not in the paper)</source>
        <translation>모든 레이어 정규화에서 분산에 더하는 ε(논문에는 없음)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Token id of padding: never generated (OPUS-MT: the last id)</source>
        <translation>패딩 토큰 ID: 생성되지 않음 (OPUS-MT: 마지막 ID)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Token id that stands for pieces outside the vocabulary</source>
        <translation>어휘에 없는 조각을 대신하는 토큰 ID</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Token id of the beginning-of-sentence piece, never generated; -1: there is none</source>
        <translation>문장 시작 토큰 ID, 생성되지 않음; -1: 없음</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Token id of the end-of-sentence piece: ends every source and every output</source>
        <translation>문장 끝 토큰 ID: 모든 원문과 모든 출력의 끝</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The decoder&apos;s first input token (the BOS here; OPUS-MT starts from padding)</source>
        <translation>디코더의 첫 입력 토큰 (여기서는 문장 시작; OPUS-MT는 패딩에서 시작)</translation>
    </message>
</context>
<context>
    <name>studio</name>
    <message>
        <location filename="../app/studio/core/atomic_write.cpp" line="+12"/>
        <source>Cannot write “%1”: %2</source>
        <translation>“%1”에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing “%1” failed: %2</source>
        <translation>“%1” 쓰기에 실패했습니다: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/shell/command_line.cpp" line="+35"/>
        <source>Load, train and look inside Transformer translation models.</source>
        <translation>Transformer 번역 모델을 불러오고, 학습시키고, 내부를 들여다봅니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model folder, or a bundled model&apos;s name (%1), to open.</source>
        <translation>불러올 모델 폴더 또는 기본 제공 모델의 이름(%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>View to show: %1.</source>
        <translation>표시할 뷰: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sentence to translate / inspect.</source>
        <translation>번역하거나 분석할 문장.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Render the view to FILE (.png, .svg, .csv, .json) and exit.</source>
        <translation>뷰를 FILE(.png, .svg, .csv, .json)로 렌더링한 뒤 종료합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>User interface language: %1.</source>
        <translation>사용자 인터페이스 언어: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compute backend: auto, cpu, vulkan[:N].</source>
        <translation>연산 백엔드: auto, cpu, vulkan[:N].</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start in presenter mode (large text, high contrast).</source>
        <translation>발표자 모드로 시작합니다(큰 글씨, 높은 대비).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Window size, e.g. 1920x1080 (also the size --export renders at).</source>
        <translation>창 크기, 예: 1920x1080 (--export가 그리는 크기이기도 합니다).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print how many milliseconds after launch the window appeared with its model loaded, then quit.</source>
        <translation>실행 후 모델이 로드된 창이 나타나기까지 걸린 밀리초를 출력하고 종료합니다.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Unexpected argument “%1”.</source>
        <translation>예기치 않은 인수 “%1”.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Bad --size “%1”: use WIDTHxHEIGHT, e.g. 1920x1080.</source>
        <translation>잘못된 --size “%1”: 너비x높이 형식을 쓰세요. 예: 1920x1080.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown view “%1” (choose one of %2).</source>
        <translation>알 수 없는 뷰 “%1”(%2 중에서 선택하세요).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown language “%1” (choose one of %2).</source>
        <translation>알 수 없는 언어 “%1”(%2 중에서 선택하세요).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot export to “%1”: use .png, .svg, .csv or .json.</source>
        <translation>“%1”(으)로 내보낼 수 없습니다: .png, .svg, .csv 또는 .json을 사용하세요.</translation>
    </message>
    <message>
        <location filename="../app/studio/core/image_export.cpp" line="+57"/>
        <source>Unsupported image format “%1” (use .png or .svg).</source>
        <translation>지원하지 않는 이미지 형식 “%1”(.png 또는 .svg를 사용하세요).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+30"/>
        <source>Nothing to export.</source>
        <translation>내보낼 내용이 없습니다.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Could not encode PNG: %1</source>
        <translation>PNG로 인코딩할 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/translator_pool.cpp" line="+57"/>
        <source>No model is loaded yet.</source>
        <translation>아직 불러온 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not start the “%1” backend: %2</source>
        <translation>“%1” 백엔드를 시작할 수 없습니다: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/head_finder_jobs.cpp" line="+46"/>
        <source>The head finder failed: %1</source>
        <translation>헤드 찾기에 실패했습니다: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/head_lab_jobs.cpp" line="+27"/>
        <source>%1 has %2 lines but %3 has %4</source>
        <translation>%1은(는) %2줄이지만 %3은(는) %4줄입니다</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 has no pair with both sides non-empty</source>
        <translation>%1에 양쪽이 모두 비어 있지 않은 쌍이 없습니다</translation>
    </message>
    <message>
        <location line="+100"/>
        <location filename="../app/studio/jobs/inference_job.cpp" line="+81"/>
        <source>Could not translate: %1</source>
        <translation>번역할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The job failed: %1</source>
        <translation>작업 실패: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/shell/command_line.cpp" line="-105"/>
        <source>none found</source>
        <translation>찾을 수 없음</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/word_level.cpp" line="+42"/>
        <source>Words: the weights to the pieces of an attended word are summed; the rows of the pieces of an attending word are averaged (the usual convention), so each row still sums to 1.</source>
        <translation>단어: 어텐션을 받는 단어의 조각들로 가는 가중치는 합산하고, 어텐션하는 단어의 조각들의 행은 평균을 냅니다(일반적인 관례). 따라서 각 행의 합은 여전히 1입니다.</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/probe_jobs.cpp" line="+31"/>
        <source>The model&apos;s translation has no German pronoun (er, sie, es, ihn, ihm, ihr) to swap.</source>
        <translation>모델의 번역에 바꿀 독일어 대명사(er, sie, es, ihn, ihm, ihr)가 없습니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not score: %1</source>
        <translation>점수를 매길 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not score line %1: %2</source>
        <translation>%1행의 점수를 매길 수 없습니다: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/core/toy_sentence.cpp" line="+48"/>
        <source>Symbols s0 … s%1 separated by spaces, e.g. %2</source>
        <translation>공백으로 구분한 기호 s0 … s%1, 예: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/walkthrough_steps.cpp" line="+72"/>
        <source>1. Tokens and ids</source>
        <translation>1. 토큰과 id</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. Embeddings × √d_model</source>
        <translation>2. 임베딩 × √d_model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. + positional encoding</source>
        <translation>3. + 위치 인코딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4. Q, K and V of one head</source>
        <translation>4. 헤드 하나의 Q, K, V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5. Scores QKᵀ / √d_k</source>
        <translation>5. 점수 QKᵀ / √d_k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6. The mask</source>
        <translation>6. 마스크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7. Softmax</source>
        <translation>7. 소프트맥스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8. Weights × V</source>
        <translation>8. 가중치 × V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9. Heads concatenated, × W^O</source>
        <translation>9. 헤드 이어 붙이기, × W^O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10. Residual + LayerNorm</source>
        <translation>10. 잔차 연결 + LayerNorm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>11. Feed-forward network</source>
        <translation>11. 피드포워드 네트워크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>12. Cross-attention</source>
        <translation>12. 크로스 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>13. Logits, softmax, the chosen token</source>
        <translation>13. 로짓, 소프트맥스, 선택된 토큰</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>head %1, layer %2</source>
        <translation>헤드 %1, 레이어 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queries (source tokens)</source>
        <translation>쿼리(소스 토큰)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>keys (source tokens)</source>
        <translation>키(소스 토큰)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dimensions</source>
        <translation>차원</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>text → subword pieces → ids; the source ends with &amp;lt;/s&amp;gt;, the decoder input starts with &amp;lt;s&amp;gt;</source>
        <translation>텍스트 → 서브워드 조각 → id. 소스는 &amp;lt;/s&amp;gt;로 끝나고, 디코더 입력은 &amp;lt;s&amp;gt;로 시작합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SentencePiece cuts the sentence into pieces from a fixed vocabulary; the model only ever sees their ids.</source>
        <translation>SentencePiece가 문장을 고정된 어휘의 조각들로 자릅니다. 모델이 보는 것은 언제나 그 조각들의 id뿐입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 source tokens, %2 target tokens</source>
        <translation>소스 토큰 %1개, 타깃 토큰 %2개</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>position</source>
        <translation>위치</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source piece</source>
        <translation>소스 조각</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>x&lt;sub&gt;i&lt;/sub&gt; = E[id&lt;sub&gt;i&lt;/sub&gt;] · √d&lt;sub&gt;model&lt;/sub&gt;</source>
        <translation>x&lt;sub&gt;i&lt;/sub&gt; = E[id&lt;sub&gt;i&lt;/sub&gt;] · √d&lt;sub&gt;model&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each id selects one row of the embedding matrix, scaled by √d_model so that it is as large as the positional encoding added next.</source>
        <translation>각 id는 임베딩 행렬의 한 행을 고릅니다. 다음에 더할 위치 인코딩과 크기가 비슷해지도록 이 행에 √d_model을 곱합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>embedding rows × √d_model</source>
        <translation>임베딩 행 × √d_model</translation>
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
        <translation>소스 토큰</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;), PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;); input = x + PE</source>
        <translation>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;), PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos / 10000&lt;sup&gt;2i/d&lt;/sup&gt;); 입력 = x + PE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention itself ignores order, so each position adds its own pattern of waves.</source>
        <translation>어텐션 자체는 순서를 구별하지 못하므로, 각 위치마다 고유한 파동 패턴을 더합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional encoding</source>
        <translation>위치 인코딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positions</source>
        <translation>위치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the encoder&apos;s input</source>
        <translation>인코더의 입력</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Q = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;Q&lt;/sup&gt;, K = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;, V = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;</source>
        <translation>Q = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;Q&lt;/sup&gt;, K = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;, V = X W&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every token is projected three times: a query (what it looks for), a key (what it offers) and a value (what it passes on), d_k = d_model / h numbers each.</source>
        <translation>모든 토큰은 세 번 투영됩니다. 쿼리(무엇을 찾는지), 키(무엇을 내놓는지), 값(무엇을 전달하는지)이며, 각각 d_k = d_model / h개의 수로 이루어집니다.</translation>
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
        <translation>각각 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scores = Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>점수 = Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each query is compared with every key by a dot product; dividing by √d_k keeps the softmax that follows from saturating.</source>
        <translation>각 쿼리를 내적으로 모든 키와 비교합니다. √d_k로 나누면 뒤따르는 소프트맥스가 포화되지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scores (%1)</source>
        <translation>점수(%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scores&lt;sub&gt;ij&lt;/sub&gt; = −∞ where j &amp;gt; i (decoder self-attention)</source>
        <translation>점수&lt;sub&gt;ij&lt;/sub&gt; = −∞ (j &amp;gt; i일 때, 디코더 셀프 어텐션)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The encoder sees the whole sentence and needs no padding mask (sentences are packed without padding); the decoder must not see the words it has yet to produce, so later positions are masked before the softmax.</source>
        <translation>인코더는 문장 전체를 보며 패딩 마스크가 필요 없습니다(문장을 패딩 없이 묶기 때문입니다). 디코더는 아직 만들지 않은 단어를 보면 안 되므로, 소프트맥스 전에 뒤쪽 위치를 마스킹합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>decoder scores (%1)</source>
        <translation>디코더 점수(%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source>queries (decoder input)</source>
        <translation>쿼리(디코더 입력)</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>keys (decoder input)</source>
        <translation>키(디코더 입력)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A = softmax(scores), row by row: A&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;&lt;/sup&gt; / Σ&lt;sub&gt;k&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ik&lt;/sub&gt;&lt;/sup&gt;</source>
        <translation>A = softmax(점수), 행마다: A&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;&lt;/sup&gt; / Σ&lt;sub&gt;k&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ik&lt;/sub&gt;&lt;/sup&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each row becomes a probability distribution over the keys: how much each token listens to every other.</source>
        <translation>각 행은 키에 대한 확률 분포가 됩니다. 각 토큰이 다른 모든 토큰에 얼마나 귀를 기울이는지를 나타냅니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attention weights (%1)</source>
        <translation>어텐션 가중치(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>head&lt;sub&gt;h&lt;/sub&gt; = A V</source>
        <translation>head&lt;sub&gt;h&lt;/sub&gt; = A V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each token&apos;s output is the weighted average of the value vectors it attends to.</source>
        <translation>각 토큰의 출력은 그 토큰이 어텐션하는 값 벡터들의 가중 평균입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head output (%1)</source>
        <translation>헤드 출력(%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;</source>
        <translation>MultiHead(Q, K, V) = Concat(head&lt;sub&gt;1&lt;/sub&gt;, …, head&lt;sub&gt;h&lt;/sub&gt;) W&lt;sup&gt;O&lt;/sup&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The heads&apos; outputs are laid side by side and mixed back to d_model numbers by W^O.</source>
        <translation>헤드들의 출력을 나란히 이어 붙이고, W^O가 이를 다시 d_model개의 수로 섞습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heads concatenated</source>
        <translation>이어 붙인 헤드</translation>
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
        <translation>서브레이어의 출력을 그 입력에 더하고(잔차 연결), 각 행을 평균 0, 분산 1로 정규화한 뒤 스케일을 곱하고 이동합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after the residual and LayerNorm</source>
        <translation>잔차 연결과 LayerNorm 이후</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FFN(x) = act(x W&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;) W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt;</source>
        <translation>FFN(x) = act(x W&lt;sub&gt;1&lt;/sub&gt; + b&lt;sub&gt;1&lt;/sub&gt;) W&lt;sub&gt;2&lt;/sub&gt; + b&lt;sub&gt;2&lt;/sub&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same two-layer network is applied to every position on its own: widen to d_ff, the activation, back to d_model.</source>
        <translation>같은 2층 네트워크를 각 위치에 따로 적용합니다. d_ff로 넓히고, 활성화 함수를 거쳐, 다시 d_model로 돌아옵니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hidden layer, after the activation</source>
        <translation>은닉층, 활성화 함수 이후</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_ff units</source>
        <translation>d_ff 유닛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FFN output</source>
        <translation>FFN 출력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, then %2</source>
        <translation>%1, 이어서 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Q from the decoder, K and V from the encoder&apos;s output: softmax(Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V</source>
        <translation>Q는 디코더에서, K와 V는 인코더의 출력에서: softmax(Q K&lt;sup&gt;T&lt;/sup&gt; / √d&lt;sub&gt;k&lt;/sub&gt;) V</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The decoder does the same steps with its own tokens, then asks the source: each target position attends to the encoded source sentence.</source>
        <translation>디코더는 자신의 토큰으로 같은 단계를 거친 뒤 소스에 묻습니다. 각 타깃 위치가 인코딩된 소스 문장에 어텐션합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cross-attention (%1)</source>
        <translation>크로스 어텐션(%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>P(y&lt;sub&gt;t&lt;/sub&gt; | y&lt;sub&gt;&amp;lt;t&lt;/sub&gt;, x) = softmax(h&lt;sub&gt;t&lt;/sub&gt; W&lt;sub&gt;out&lt;/sub&gt; + b)</source>
        <translation>P(y&lt;sub&gt;t&lt;/sub&gt; | y&lt;sub&gt;&amp;lt;t&lt;/sub&gt;, x) = softmax(h&lt;sub&gt;t&lt;/sub&gt; W&lt;sub&gt;out&lt;/sub&gt; + b)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last decoder state of each position is scored against every vocabulary entry; greedy decoding takes the most probable one.</source>
        <translation>각 위치의 마지막 디코더 상태를 어휘의 모든 항목과 비교해 점수를 매깁니다. 그리디 디코딩은 확률이 가장 높은 항목을 고릅니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input</source>
        <translation>입력</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>next token</source>
        <translation>다음 토큰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>its probability</source>
        <translation>그 확률</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the most probable id</source>
        <translation>확률이 가장 높은 id</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> (the same)</source>
        <translation> (같음)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 logits</source>
        <translation>로짓 %1</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/model_tensors.cpp" line="+51"/>
        <source>scalar</source>
        <translation>스칼라</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/snapshot_exports.cpp" line="+65"/>
        <location line="+63"/>
        <source>No attention snapshots to export.</source>
        <translation>내보낼 어텐션 스냅샷이 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/snapshot_figures.cpp" line="+53"/>
        <source>Encoder self-attention</source>
        <translation>인코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decoder self-attention</source>
        <translation>디코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cross-attention</source>
        <translation>크로스 어텐션</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>diagonal</source>
        <translation>대각선</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anti-diagonal</source>
        <translation>반대각선</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alignment</source>
        <translation>정렬</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This run&apos;s probe has no known alignment (a corpus): watch the heads change.</source>
        <translation>이 실행의 프로브에는 알려진 정렬이 없습니다(코퍼스). 헤드가 어떻게 변하는지 지켜보세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight on the %1 (best cross-attention head, layer %2 head %3): %4</source>
        <translation>%1 위의 가중치(가장 잘 정렬된 크로스 어텐션 헤드, 레이어 %2 헤드 %3): %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>emerged at step %1 (first ≥ %2)</source>
        <translation>스텝 %1에서 나타남(처음으로 ≥ %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not yet emerged (threshold %1)</source>
        <translation>아직 나타나지 않음(임계값 %1)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>training loss</source>
        <translation>학습 손실</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>weight on the %1 (right axis)</source>
        <translation>%1 위의 가중치(오른쪽 축)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>emerged: step %1</source>
        <translation>나타남: 스텝 %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+14"/>
        <source>layer %1</source>
        <translation>레이어 %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+122"/>
        <source>head %1</source>
        <translation>헤드 %1</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>%1 of the probe at step %2</source>
        <translation>스텝 %2에서 프로브의 %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>head %1 (outlined)</source>
        <translation>헤드 %1 (테두리 표시)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Heads specialising: %1, layer %2, over %3 snapshots</source>
        <translation>헤드의 전문화: %1, 레이어 %2, 스냅샷 %3개</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>step %1</source>
        <translation>스텝 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/core/new_folder_choice.cpp" line="+19"/>
        <source>%1 is a file, not a folder: choose a new folder.</source>
        <translation>%1은(는) 폴더가 아니라 파일입니다. 새 폴더를 고르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds files: choose a new or an empty folder.</source>
        <translation>%1에 이미 파일이 있습니다. 새 폴더나 빈 폴더를 고르세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Create</source>
        <translation>만들기</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/attribution_job.cpp" line="+19"/>
        <source>Could not attribute: %1</source>
        <translation>기여도를 계산할 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/head_finder_jobs.cpp" line="+31"/>
        <source>line %1: %2</source>
        <translation>%1행: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Patching failed: %1</source>
        <translation>패칭 실패: %1</translation>
    </message>
</context>
<context>
    <name>studio::ArchitectureLayout</name>
    <message>
        <location filename="../app/studio/widgets/architecture_layout.cpp" line="+124"/>
        <source>LayerNorm over d_model = %1</source>
        <translation>d_model = %1에 대한 LayerNorm</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+231"/>
        <source>Layer norm</source>
        <translation>층 정규화</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>Add &amp; Norm</source>
        <translation>더하기 &amp; 정규화</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>learned, %1 positions</source>
        <translation>학습됨, 위치 %1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sinusoidal, base %1</source>
        <translation>사인파, 밑 %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Outputs (shifted right)</source>
        <translation>출력 (오른쪽으로 한 칸 이동)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inputs</source>
        <translation>입력</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Output Embedding</source>
        <translation>출력 임베딩</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Input Embedding</source>
        <translation>입력 임베딩</translation>
    </message>
    <message>
        <location line="+26"/>
        <source> token ids</source>
        <translation> 토큰 id</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Positional Encoding</source>
        <translation>위치 인코딩</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Decoder</source>
        <translation>디코더</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Encoder</source>
        <translation>인코더</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = %1 ×</source>
        <translation>N = %1 ×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>h = %1 heads, d_k = d_v = %2</source>
        <translation>헤드 h = %1개, d_k = d_v = %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Masked Multi-Head Attention</source>
        <translation>마스크된 멀티헤드 어텐션</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>Multi-Head Attention</source>
        <translation>멀티헤드 어텐션</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>rows scaled by √d_model</source>
        <translation>행에 √d_model을 곱함</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rows not scaled</source>
        <translation>행 스케일 없음</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>table %1</source>
        <translation>표 %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+6"/>
        <location line="+6"/>
        <source>weights %1</source>
        <translation>가중치 %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>causal mask: no looking ahead</source>
        <translation>인과 마스크: 앞을 보지 않음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Q: decoder · K, V: encoder</source>
        <translation>Q: 디코더 · K, V: 인코더</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Feed Forward</source>
        <translation>피드포워드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_ff = %1, %2</source>
        <translation>d_ff = %1, %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>after the last layer (pre-LN)</source>
        <translation>마지막 층 뒤 (pre-LN)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Linear</source>
        <translation>선형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_model = %1 → V = %2</source>
        <translation>d_model = %1 → V = %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weights tied to the embeddings</source>
        <translation>임베딩과 가중치 공유</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>its own weights</source>
        <translation>자체 가중치</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Softmax</source>
        <translation>소프트맥스</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Output Probabilities</source>
        <translation>출력 확률</translation>
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
        <translation>원문 문장(영어)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shapes on the arrows are for this sentence and the model&apos;s translation of it</source>
        <translation>화살표의 모양은 이 문장과 모델이 번역한 문장의 것입니다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Load a model to see its architecture</source>
        <translation>구조를 보려면 모델을 불러오세요</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Clicking a block opens this layer</source>
        <translation>블록을 클릭하면 이 층이 열립니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the walkthrough step</source>
        <translation>단계별 설명의 해당 단계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the matching view</source>
        <translation>해당 보기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clicking a block opens the walkthrough at the step that computes it with real numbers, or the view that shows it: attention in the Attention view, the positional encoding in its view, embeddings and feed-forward layers in the Model view</source>
        <translation>블록을 클릭하면 단계별 설명에서 그 블록을 실제 숫자로 계산하는 단계가 열리거나, 그 블록을 보여 주는 보기가 열립니다: 어텐션은 어텐션 보기에서, 위치 인코딩은 그 보기에서, 임베딩과 피드포워드 층은 모델 보기에서 열립니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click a block to open it (see “Click opens”)</source>
        <translation>블록을 클릭해 여세요(“클릭하면 열기” 참고)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sentence:</source>
        <translation>문장:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer to open:</source>
        <translation>열 층:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click opens:</source>
        <translation>클릭하면 열기:</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>S = %1 source tokens (with &lt;/s&gt;), T = %2 target tokens (with &lt;s&gt;) of the translation “%3”</source>
        <translation>S = 원문 토큰 %1개(&lt;/s&gt; 포함), T = 번역 “%3”의 목표 토큰 %2개(&lt;s&gt; 포함)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Type a sentence: the arrows then show its shapes (S source and T target tokens).</source>
        <translation>문장을 입력하세요. 그러면 화살표에 모양이 표시됩니다(원문 토큰 S개, 목표 토큰 T개).</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>There is no model to export.</source>
        <translation>내보낼 모델이 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/architecture_view.h" line="+30"/>
        <source>Architecture</source>
        <translation>구조</translation>
    </message>
</context>
<context>
    <name>studio::AttentionLinesWidget</name>
    <message>
        <location filename="../app/studio/widgets/attention_lines_widget.cpp" line="+29"/>
        <source>Each line joins a query token (left) to a key token (right); its opacity is the attention weight. Hover a token to see only its lines.</source>
        <translation>각 선은 쿼리 토큰(왼쪽)과 키 토큰(오른쪽)을 잇고, 선의 불투명도가 어텐션 가중치입니다. 토큰 위에 마우스를 올리면 그 토큰의 선만 표시됩니다.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>No attention to show yet</source>
        <translation>아직 표시할 어텐션이 없습니다</translation>
    </message>
</context>
<context>
    <name>studio::AttentionView</name>
    <message>
        <location filename="../app/studio/views/attention_view.cpp" line="+910"/>
        <source>ALTI+: a row&apos;s source part and target-prefix part sum to 1 together.</source>
        <translation>ALTI+: 한 행의 소스 부분과 타깃 접두사 부분을 합치면 1입니다.</translation>
    </message>
    <message>
        <location line="-750"/>
        <source>Value-weighted encoder self-attention</source>
        <translation>값 가중 인코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-weighted decoder self-attention</source>
        <translation>값 가중 디코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-weighted cross-attention</source>
        <translation>값 가중 크로스 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALTI (encoder)</source>
        <translation>ALTI(인코더)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALTI+ (decoder, source contributions)</source>
        <translation>ALTI+(디코더, 소스 기여도)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ALTI+ (decoder, target-prefix contributions)</source>
        <translation>ALTI+(디코더, 타깃 접두사 기여도)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Value-weighted attention (Kobayashi et al. 2020): each weight times the length of the value vector it moves, through the head&apos;s part of W^O, rows scaled to sum to 1.
ALTI and ALTI+ (Ferrando et al. 2022): how much each token contributes to each position through the values, the residual connection and the layer norm, over all layers up to l. A decoder position&apos;s source and target-prefix contributions sum to 1 together.</source>
        <translation>값 가중 어텐션(Kobayashi et al. 2020): 각 가중치에 그 가중치가 옮기는 값 벡터의 길이(헤드의 W^O 부분을 거친)를 곱하고, 행의 합이 1이 되도록 조정합니다.
ALTI와 ALTI+(Ferrando et al. 2022): 값, 잔차 연결, 레이어 정규화를 거쳐 각 토큰이 각 위치에 얼마나 기여하는지를 l층까지의 모든 층에 걸쳐 나타냅니다. 디코더 위치에 대한 소스와 타깃 접두사의 기여도는 합쳐서 1입니다.</translation>
    </message>
    <message>
        <location line="+718"/>
        <source>Computing the contributions (one more forward pass)…</source>
        <translation>기여도를 계산하는 중(순전파 한 번 더)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contributions could not be computed: %1</source>
        <translation>기여도를 계산할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Contributions: %1</source>
        <translation>기여도: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/jobs/attention_analysis_jobs.cpp" line="+23"/>
        <source>the target&apos;s text encodes to other pieces than the ones shown</source>
        <translation>타깃 텍스트가 표시된 것과 다른 조각으로 인코딩됩니다</translation>
    </message>
    <message>
        <location filename="../app/studio/views/attention_view.cpp" line="+386"/>
        <source>up to this layer</source>
        <translation>이 층까지</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>contribution</source>
        <translation>기여도</translation>
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
        <translation>해당 없음</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Running the model…</source>
        <translation>모델 실행 중…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Rollout (encoder)</source>
        <translation>롤아웃(인코더)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rollout (decoder, through cross-attention)</source>
        <translation>롤아웃(디코더, 크로스 어텐션 경유)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The three uses of multi-head attention in the Transformer (section 3.2.3), and attention rollout (Abnar &amp; Zuidema 2020): the product over layers of 0.5·A + 0.5·I, with A the layer&apos;s attention averaged over heads. Rollout&apos;s layer l shows how much of each source token has reached each position after layer l; the decoder&apos;s is read through cross-attention and the encoder&apos;s rollout.</source>
        <translation>Transformer에서 멀티헤드 어텐션을 쓰는 세 가지 방식(3.2.3절)과 어텐션 롤아웃(Abnar &amp; Zuidema 2020)입니다. 롤아웃은 레이어마다 0.5·A + 0.5·I를 곱해 나간 것이며, A는 그 레이어의 어텐션을 헤드에 대해 평균한 것입니다. 롤아웃의 레이어 l은 레이어 l을 지난 뒤 각 소스 토큰이 각 위치에 얼마나 도달했는지 보여 줍니다. 디코더의 롤아웃은 크로스 어텐션과 인코더의 롤아웃을 거쳐 읽습니다.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Sentence:</source>
        <translation>문장(&amp;S):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Query token:</source>
        <translation>쿼리 토큰(&amp;Q):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Key token:</source>
        <translation>키 토큰(&amp;K):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Head roles…</source>
        <translation>헤드 역할…</translation>
    </message>
    <message>
        <location line="+796"/>
        <source>Measure what each head does over the first %1 sentence pairs of the bundled dev set (forced decoding of the references), then label the thumbnails with the role badges.</source>
        <translation>내장된 개발 세트의 처음 %1개 문장 쌍에서(참조 번역을 강제 디코딩) 각 헤드가 하는 일을 측정한 뒤, 썸네일에 역할 배지를 붙입니다.</translation>
    </message>
    <message>
        <location line="-794"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop measuring the head roles.</source>
        <translation>헤드 역할 측정을 중단합니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>AER grid…</source>
        <translation>AER 격자…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a source file, its target file and gold word alignments (Pharaoh “i-j”, one line per pair): every cross-attention thumbnail then shows its head&apos;s alignment error rate (lower is better).</source>
        <translation>소스 파일, 그 타깃 파일, 정답 단어 정렬(Pharaoh “i-j”, 한 줄에 한 쌍)을 고르세요. 그러면 모든 크로스 어텐션 썸네일에 해당 헤드의 정렬 오류율(낮을수록 좋음)이 표시됩니다.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer</source>
        <translation>레이어</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head</source>
        <translation>헤드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weight</source>
        <translation>가중치</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every head&apos;s weight from the chosen query token (to the chosen key token, or to the key it attends to most). Click a column to sort; click a row to open that head.</source>
        <translation>선택한 쿼리 토큰에서 (선택한 키 토큰으로, 또는 가장 많이 어텐션하는 키로) 가는 각 헤드의 가중치. 열을 클릭하면 정렬하고, 행을 클릭하면 그 헤드를 엽니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The layer whose head is shown large.</source>
        <translation>크게 보여 줄 헤드의 레이어.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One head, or the mean over the layer&apos;s heads.</source>
        <translation>헤드 하나, 또는 레이어의 모든 헤드 평균.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Layer:</source>
        <translation>레이어(&amp;L):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Head:</source>
        <translation>헤드(&amp;H):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Arrow keys move a cursor over the cells; the line below reads its weight.</source>
        <translation>화살표 키로 셀 위의 커서를 옮기면 아래 줄에 그 가중치가 나옵니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+79"/>
        <source>Hover a cell (or use the arrow keys) to read its weight.</source>
        <translation>셀 위에 마우스를 올리면(또는 화살표 키로) 가중치를 읽을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+526"/>
        <source>Rows are the decoder&apos;s input: &lt;s&gt;, then the tokens so far, so row i predicts the token of row i + 1. The Translate view labels each row with the token produced at that step instead, one place later.</source>
        <translation>행은 디코더의 입력입니다: &lt;s&gt;, 그리고 지금까지의 토큰들. 그래서 행 i는 행 i + 1의 토큰을 예측합니다. 번역 보기는 각 행에 그 단계에서 만든 토큰을, 즉 한 자리 뒤의 토큰을 붙입니다.</translation>
    </message>
    <message>
        <location line="-519"/>
        <source> (masked: a query cannot attend to later positions)</source>
        <translation> (마스크됨: 쿼리는 뒤쪽 위치에 어텐션할 수 없습니다)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Toy-task input: %1</source>
        <translation>토이 과제 입력: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This model was trained on a toy task: it reads only its symbols, written s0, s1, … and separated by spaces (%1). Other words become &lt;unk&gt;.</source>
        <translation>이 모델은 토이 과제로 학습되었습니다: s0, s1, …로 쓰고 공백으로 구분한 자기 기호만 읽습니다(%1). 다른 단어는 &lt;unk&gt;가 됩니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional target in the same symbols: leave empty for the model&apos;s own output</source>
        <translation>같은 기호로 쓴 선택적 목표: 비워 두면 모델 자신의 출력을 봅니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source sentence (English)…</source>
        <translation>소스 문장(영어)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optional target: leave empty to inspect the model&apos;s own translation</source>
        <translation>선택 사항인 타깃: 비워 두면 모델 자신의 번역을 분석합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forced decoding: the decoder reads this target (teacher forcing) and you see how it attends while predicting each next piece.</source>
        <translation>강제 디코딩: 디코더가 이 타깃을 읽으며(teacher forcing), 다음 조각을 예측할 때 어디에 어텐션하는지 볼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+485"/>
        <source>Rows: decoding steps, named by the token each step outputs (as in Translate).</source>
        <translation>행: 디코딩 스텝이며, 각 스텝이 출력하는 토큰으로 이름을 붙입니다(번역 보기와 같음).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row “es” is the step that chose es: its query is the decoder&apos;s input before it (the previous token, or &lt;s&gt;). So “es → animal” is where the model looked while it said es.</source>
        <translation>행 “es”는 es를 고른 스텝입니다. 그 쿼리는 바로 앞의 디코더 입력(이전 토큰 또는 &lt;s&gt;)입니다. 그래서 “es → animal”은 모델이 es를 말하는 동안 본 곳입니다.</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>queries (decoding steps, by the token each outputs)</source>
        <translation>쿼리(디코딩 스텝, 각 스텝이 출력한 토큰)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>pos−1</source>
        <translation>위치−1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pos+1</source>
        <translation>위치+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rare</source>
        <translation>희귀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>delim</source>
        <translation>구분자</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conf</source>
        <translation>확신</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The dev set (../shared/data/general/tatoeba.dev.en.gz and .de.gz) is missing.</source>
        <translation>개발 세트(../shared/data/general/tatoeba.dev.en.gz 및 .de.gz)가 없습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not read the dev set: %1</source>
        <translation>개발 세트를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="-517"/>
        <location line="+524"/>
        <location line="+97"/>
        <source>Load a model first.</source>
        <translation>먼저 모델을 불러오세요.</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Measuring head roles: 0 / %1 sentence pairs…</source>
        <translation>헤드 역할 측정 중: 문장 쌍 0 / %1개…</translation>
    </message>
    <message>
        <location line="-1064"/>
        <source>Measuring head roles: %1 / %2 sentence pairs…</source>
        <translation>헤드 역할 측정 중: 문장 쌍 %1 / %2개…</translation>
    </message>
    <message>
        <location line="+1078"/>
        <source>Head roles cancelled.</source>
        <translation>헤드 역할 측정을 취소했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not measure the head roles: %1</source>
        <translation>헤드 역할을 측정할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Head roles over %1 sentence pairs: badges under the thumbnails; hover one for its numbers, “?” for the definitions.</source>
        <translation>문장 쌍 %1개에 대한 헤드 역할: 썸네일 아래에 배지가 표시됩니다. 배지에 마우스를 올리면 수치를, “?”에 올리면 정의를 볼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Layer %1, head %2 over %3 sentence pairs (%4 queries):
confidence (mean largest weight) %5 · entropy %6 nats
largest weight on the previous token %7 · on the next token %8
on the rarest token %9 · weight on delimiters %10</source>
        <translation>레이어 %1, 헤드 %2, 문장 쌍 %3개(쿼리 %4개):
확신도(최대 가중치의 평균) %5 · 엔트로피 %6 nats
최대 가중치가 이전 토큰에 %7 · 다음 토큰에 %8
가장 희귀한 토큰에 %9 · 구분자에 주는 가중치 %10</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No badge.</source>
        <translation>배지 없음.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Badges: %1</source>
        <translation>배지: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Source sentences, one per line</source>
        <translation>소스 문장, 한 줄에 하나</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their translations, one per line</source>
        <translation>그 번역문, 한 줄에 하나</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold word alignments (Pharaoh i-j)</source>
        <translation>정답 단어 정렬(Pharaoh i-j)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not read the files: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Aligning %1 sentence pairs…</source>
        <translation>문장 쌍 %1개 정렬 중…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Alignment cancelled.</source>
        <translation>정렬을 취소했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not align: %1</source>
        <translation>정렬할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AER of every cross-attention head alone (lower is better): best L%1 H%2 (%3); best layer mean: layer %4. Choose the cross-attention kind to see the grid.</source>
        <translation>크로스 어텐션 헤드 각각의 단독 AER(낮을수록 좋음): 최고 L%1 H%2(%3), 레이어 평균 최고: 레이어 %4. 격자를 보려면 크로스 어텐션 종류를 고르세요.</translation>
    </message>
    <message>
        <location line="-1150"/>
        <source>Encoder self-attention</source>
        <translation>인코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder self-attention (masked)</source>
        <translation>디코더 셀프 어텐션(마스킹)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder–decoder (cross) attention</source>
        <translation>인코더–디코더(크로스) 어텐션</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Heatmap</source>
        <translation>히트맵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines</source>
        <translation>선</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the selected layer as a heatmap of one head, or as lines between the token columns with every head in its own colour.</source>
        <translation>선택한 레이어를 헤드 하나의 히트맵으로 보거나, 헤드마다 고유한 색을 써서 토큰 열 사이의 선으로 봅니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Words</source>
        <translation>단어</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A query token: every thumbnail shows that token&apos;s row (what it attends to) and the other rows fade. With a key token too, the table ranks every head by the query → key weight.</source>
        <translation>쿼리 토큰: 모든 썸네일이 그 토큰의 행(무엇에 어텐션하는지)을 보여 주고 다른 행은 흐려집니다. 키 토큰도 고르면 표가 모든 헤드를 쿼리 → 키 가중치 순으로 정렬합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A key token: each thumbnail&apos;s title gives the chosen query&apos;s weight to it, and the table lists every head by that weight, largest first.</source>
        <translation>키 토큰: 각 썸네일 제목에 선택한 쿼리에서 이 키로 가는 가중치가 나오고, 표는 모든 헤드를 그 가중치가 큰 순서로 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+570"/>
        <source>Type a sentence to see every layer and head.</source>
        <translation>문장을 입력하면 모든 레이어와 헤드를 볼 수 있습니다.</translation>
    </message>
    <message>
        <location line="-562"/>
        <source>Target:</source>
        <translation>타깃:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention:</source>
        <translation>어텐션:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show as:</source>
        <translation>표시 방식:</translation>
    </message>
    <message>
        <location line="+82"/>
        <location line="+781"/>
        <source>attention weight</source>
        <translation>어텐션 가중치</translation>
    </message>
    <message>
        <location line="-766"/>
        <source>H: mean entropy of each query&apos;s attention (nats; low = focused). max: mean of each query&apos;s largest weight. Δ: mean attended key position minus query position (negative = looks back).</source>
        <translation>H: 각 쿼리의 어텐션 엔트로피의 평균(nats, 낮을수록 집중됨). max: 각 쿼리의 최대 가중치의 평균. Δ: 어텐션한 키 위치의 평균에서 쿼리 위치를 뺀 값(음수 = 앞쪽을 봄).</translation>
    </message>
    <message>
        <location line="+597"/>
        <source>Rows: the decoder&apos;s input (&lt;s&gt; first), one place before Translate&apos;s rows.</source>
        <translation>행: 디코더의 입력(&lt;s&gt;부터), 번역 보기의 행보다 한 자리 앞.</translation>
    </message>
    <message>
        <location line="-523"/>
        <source>query %1 “%2” → key %3 “%4”: %5</source>
        <translation>쿼리 %1 “%2” → 키 %3 “%4”: %5</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The encoder&apos;s input. Its pieces are the keys of encoder self-attention and of encoder-decoder attention. The Translate view shares it.</source>
        <translation>인코더의 입력. 그 조각들이 인코더 셀프 어텐션과 인코더-디코더 어텐션의 키입니다. 번역 보기와 공유합니다.</translation>
    </message>
    <message>
        <location line="+369"/>
        <source>Target: %1%6 — %2 source and %3 target pieces, %4 ms on %5</source>
        <translation>타깃: %1%6 — 소스 조각 %2개, 타깃 조각 %3개, %5에서 %4 ms</translation>
    </message>
    <message>
        <location line="-4"/>
        <source> (as Translate shows it: %1)</source>
        <translation> (번역 탭에 보이는 대로: %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (the model&apos;s greedy translation)</source>
        <translation> (모델의 탐욕적 번역)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Layer %1</source>
        <translation>레이어 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+136"/>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Layer %1, head %2: click to open it large</source>
        <translation>레이어 %1, 헤드 %2: 클릭하면 크게 엽니다</translation>
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
        <translation>(없음)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>largest weight of %1</source>
        <translation>%1의 가장 큰 가중치</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Heads:</source>
        <translation>헤드:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Show or hide head %1&apos;s lines</source>
        <translation>헤드 %1의 선 표시/숨기기</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>queries (source tokens)</source>
        <translation>쿼리(소스 토큰)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keys (source tokens)</source>
        <translation>키(소스 토큰)</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+187"/>
        <source>mean over heads</source>
        <translation>헤드 평균</translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+187"/>
        <source>head %1</source>
        <translation>헤드 %1</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>up to L%1</source>
        <translation>L%1까지</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>queries (decoder input tokens)</source>
        <translation>쿼리(디코더 입력 토큰)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keys (decoder input tokens)</source>
        <translation>키(디코더 입력 토큰)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rollout</source>
        <translation>롤아웃</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · layer %2 · %3</source>
        <translation>%1 · 레이어 %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer %1, %2: %3</source>
        <translation>레이어 %1, %2: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no attention to export yet: type a sentence first.</source>
        <translation>아직 내보낼 어텐션이 없습니다. 먼저 문장을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/attention_view.h" line="+60"/>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
</context>
<context>
    <name>studio::AttributionPanel</name>
    <message>
        <location filename="../app/studio/widgets/attribution_panel.cpp" line="+98"/>
        <location line="+105"/>
        <source>Cancelled. Press Attribute to run it again.</source>
        <translation>취소했습니다. 다시 실행하려면 ‘기여도 계산’을 누르세요.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Export attribution</source>
        <translation>기여도 내보내기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Saliency</source>
        <translation>현저성(saliency)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input × gradient</source>
        <translation>입력 × 기울기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Integrated gradients</source>
        <translation>적분 기울기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saliency: ‖∂f/∂x‖ per token (never negative). Input × gradient: x · ∂f/∂x, signed (positive: the token pushes f up). Integrated gradients: x · the mean gradient on the straight path from zero token embeddings; the numbers add up to f(input) − f(baseline).</source>
        <translation>현저성: 토큰마다 ‖∂f/∂x‖ (음수가 아님). 입력 × 기울기: x · ∂f/∂x, 부호 있음 (양수: 그 토큰이 f를 올림). 적분 기울기: 토큰 임베딩 0에서 시작하는 직선 경로 위 평균 기울기와 x의 내적; 합이 f(입력) − f(기준선)이 됩니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steps:</source>
        <translation>단계:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Integrated gradients: the intervals of the path (trapezoid rule); each is one forward and backward pass.</source>
        <translation>적분 기울기: 경로를 나누는 구간 수 (사다리꼴 규칙); 구간마다 순전파와 역전파를 한 번씩 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contrast with:</source>
        <translation>대조 단어:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attribute log P(token) − log P(the contrast word&apos;s first piece) at this step: which tokens make the model prefer the one over the other (Yin &amp; Neubig 2022).</source>
        <translation>이 단계에서 log P(토큰) − log P(대조 단어의 첫 조각)의 기여도를 계산합니다: 어떤 토큰이 모델이 한쪽을 다른 쪽보다 선호하게 하는지 (Yin &amp; Neubig 2022).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. sie</source>
        <translation>예: sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attribute</source>
        <translation>기여도 계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute the attribution of this step (off the interface thread).</source>
        <translation>이 단계의 기여도를 계산합니다 (인터페이스 스레드 밖에서).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export attribution…</source>
        <translation>기여도 내보내기…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The numbers over every source and target-prefix token as CSV or JSON.</source>
        <translation>모든 원문 토큰과 목표 접두부 토큰의 값을 CSV 또는 JSON으로.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Integrated gradients: %1 forward and backward passes… %2 s</source>
        <translation>적분 기울기: 순전파·역전파 %1회… %2초</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attributing… %1 s</source>
        <translation>기여도 계산 중… %1초</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Press Attribute to run integrated gradients (%1 forward and backward passes).</source>
        <translation>적분 기울기를 실행하려면 ‘기여도 계산’을 누르세요 (순전파·역전파 %1회).</translation>
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
        <translation>%1단계는 &lt;b&gt;%2&lt;/b&gt;를 고릅니다 (log P %3%4). f = %5 = &lt;b&gt;%6&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; log P(%1) %2</source>
        <translation>; log P(%1) %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>saliency ‖∂f/∂x‖</source>
        <translation>현저성 ‖∂f/∂x‖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saliency: the gradient&apos;s L2 norm per token, never negative.</source>
        <translation>현저성: 토큰마다 기울기의 L2 노름, 음수가 아님.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input × gradient</source>
        <translation>입력 × 기울기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input × gradient, signed; their sum %1 is f&apos;s first-order change from zero token embeddings.</source>
        <translation>입력 × 기울기, 부호 있음; 합 %1은 토큰 임베딩 0에서 본 f의 1차 변화량입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>integrated gradients</source>
        <translation>적분 기울기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Integrated gradients, %1 steps, from %2. Completeness: the sum %3 vs f(input) − f(baseline) = %4 − %5 = %6 (gap %7, %8 %).</source>
        <translation>적분 기울기, %1단계, 기준선: %2. 완전성: 합 %3 대 f(입력) − f(기준선) = %4 − %5 = %6 (차이 %7, %8 %).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every token embedding zero, positional encodings kept</source>
        <translation>모든 토큰 임베딩 0, 위치 인코딩은 유지</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;The gap is over 5 %: more steps make the sum exact.&lt;/b&gt;</source>
        <translation>&lt;b&gt;차이가 5 %를 넘습니다: 단계를 늘리면 합이 정확해집니다.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forward and backward passes: %1, %2 s.</source>
        <translation>순전파·역전파: %1회, %2초.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Source</source>
        <translation>원문</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target prefix</source>
        <translation>목표 접두부</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no attribution to export yet.</source>
        <translation>아직 내보낼 기여도가 없습니다.</translation>
    </message>
</context>
<context>
    <name>studio::CausalHeadGridWidget</name>
    <message>
        <location filename="../app/studio/widgets/causal_head_grid_widget.cpp" line="+123"/>
        <location line="+87"/>
        <source>Layer %1</source>
        <translation>레이어 %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Head %1</source>
        <translation>헤드 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>No pairs patched yet.</source>
        <translation>아직 패칭한 쌍이 없습니다.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>share of the total effect restored (1 = all of it)</source>
        <translation>복원된 총 효과의 비율 (1 = 전부)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, layer %2, head %3: no pair with a large enough total effect</source>
        <translation>%1, 레이어 %2, 헤드 %3: 총 효과가 충분히 큰 쌍이 없음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, layer %2, head %3: restores %4 of the total effect on average over %5 pairs (95 % bootstrap interval %6 to %7)</source>
        <translation>%1, 레이어 %2, 헤드 %3: 쌍 %5개 평균으로 총 효과의 %4를 복원 (95 % 부트스트랩 구간 %6 ~ %7)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Click to list the share pair by pair.</source>
        <translation>클릭하면 쌍별 비율을 나열합니다.</translation>
    </message>
</context>
<context>
    <name>studio::CausalMaskPanel</name>
    <message>
        <location filename="../app/studio/views/illustrations/causal_mask_panel.cpp" line="+25"/>
        <source>Number of target positions (queries and keys)</source>
        <translation>목표 위치의 수(쿼리와 키)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask: 1 = may attend, 0 = hidden</source>
        <translation>마스크: 1 = 볼 수 있음, 0 = 가려짐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights when all scores are equal</source>
        <translation>모든 점수가 같을 때의 가중치</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>query position i</source>
        <translation>쿼리 위치 i</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key position j</source>
        <translation>키 위치 j</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Length:</source>
        <translation>길이:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>표시:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>attention weight</source>
        <translation>어텐션 가중치</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>may attend</source>
        <translation>볼 수 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>softmax of equal scores under the causal mask (%1 positions)</source>
        <translation>인과 마스크 아래 같은 점수의 소프트맥스 (위치 %1개)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>causal mask (%1 positions)</source>
        <translation>인과 마스크 (위치 %1개)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With every score equal, the softmax spreads each row evenly over the keys it may see: query i gives 1/i to each of keys 1 … i and nothing to later ones.</source>
        <translation>모든 점수가 같으면 소프트맥스는 각 행을 볼 수 있는 키에 고르게 나눕니다. 쿼리 i는 키 1 … i 각각에 1/i를 주고 뒤의 키에는 아무것도 주지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The decoder predicts position i+1 from positions 1 … i only, so query i may attend to keys j ≤ i. The hidden entries (above the diagonal) are set to −∞ before the softmax (section 3.2.3), which makes their weights 0.</source>
        <translation>디코더는 위치 1 … i만으로 위치 i+1을 예측하므로 쿼리 i는 j ≤ i인 키만 볼 수 있습니다. 가려진 항목(대각선 위)은 소프트맥스 전에 −∞로 설정되어(3.2.3절) 가중치가 0이 됩니다.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/illustrations/causal_mask_panel.h" line="+21"/>
        <source>Causal mask</source>
        <translation>인과 마스크</translation>
    </message>
</context>
<context>
    <name>studio::ChartExport</name>
    <message>
        <location filename="../app/studio/widgets/chart_export.cpp" line="+13"/>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
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
        <translation>시간을 잴 연산을 실행하는 장치입니다. 엔진이 번역과 학습에 쓰는 것과 같은 커널입니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model width d, fixed while n grows (8 heads; d_ff = 4·d as in the paper).</source>
        <translation>n이 커지는 동안 고정되는 모델 너비 d(헤드 8개, 논문처럼 d_ff = 4·d).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timed calls per length; the plot shows their median.</source>
        <translation>길이마다 시간을 잴 호출 횟수. 그래프는 그 중앙값을 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequence lengths n to measure, separated by commas.</source>
        <translation>측정할 시퀀스 길이 n, 쉼표로 구분.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time self-attention and the feed-forward network at every length.</source>
        <translation>모든 길이에서 셀프 어텐션과 피드포워드 네트워크의 시간을 잽니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running measurement.</source>
        <translation>진행 중인 측정을 중단합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Press Run to measure on this machine.</source>
        <translation>실행을 누르면 이 컴퓨터에서 측정합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Backend:</source>
        <translation>백엔드:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lengths n:</source>
        <translation>길이 n:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeats:</source>
        <translation>반복 횟수:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time per call against sequence length n (log-log)</source>
        <translation>시퀀스 길이 n에 따른 호출당 시간(log-log)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sequence length n</source>
        <translation>시퀀스 길이 n</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seconds per call (median)</source>
        <translation>호출당 초(중앙값)</translation>
    </message>
    <message>
        <location line="+224"/>
        <source>Table 1 of the paper</source>
        <translation>논문의 표 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layer type</source>
        <translation>레이어 유형</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Complexity per layer</source>
        <translation>레이어당 복잡도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential operations</source>
        <translation>순차 연산</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Maximum path length</source>
        <translation>최대 경로 길이</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+75"/>
        <source>Self-attention</source>
        <translation>셀프 어텐션</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Recurrent</source>
        <translation>순환</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convolutional</source>
        <translation>합성곱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Self-attention (restricted)</source>
        <translation>셀프 어텐션(제한)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>n is the sequence length, d the representation dimension, k the kernel size of convolutions and r the size of the neighbourhood in restricted self-attention. Self-attention is faster than a recurrent layer when n is smaller than d, which is most often the case for sentence representations. The feed-forward network measured here costs O(n·d·d_ff): linear in n, like the recurrent layer.</source>
        <translation>n은 시퀀스 길이, d는 표현 차원, k는 합성곱의 커널 크기, r은 제한된 셀프 어텐션에서 이웃의 크기입니다. n이 d보다 작으면 셀프 어텐션이 순환 레이어보다 빠르며, 문장 표현에서는 대개 그렇습니다. 여기서 측정하는 피드포워드 네트워크의 비용은 O(n·d·d_ff)로, 순환 레이어처럼 n에 선형입니다.</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>Vulkan: %1</source>
        <translation>Vulkan: %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 heads of %2 dimensions, d_ff = %3. Counted arithmetic: self-attention 4·n²·d, the FFN 4·n·d·d_ff, so the FLOP counts cross at n = d_ff = %3.</source>
        <translation>%2차원 헤드 %1개, d_ff = %3. 연산량을 세면 셀프 어텐션은 4·n²·d, FFN은 4·n·d·d_ff이므로 FLOP 수는 n = d_ff = %3에서 교차합니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Enter at least one sequence length.</source>
        <translation>시퀀스 길이를 하나 이상 입력하세요.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Measuring on %1…</source>
        <translation>%1에서 측정 중…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cancelled.</source>
        <translation>취소했습니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>The measurement failed: %1</source>
        <translation>측정에 실패했습니다: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Complexity measured on %1</source>
        <translation>%1에서 측정한 복잡도</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>self-attention, slope %1</source>
        <translation>셀프 어텐션, 기울기 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FFN, slope %1</source>
        <translation>FFN, 기울기 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossover</source>
        <translation>교차점</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Feed-forward network</source>
        <translation>피드포워드 네트워크</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>On %1: self-attention grows as n^%2 and the FFN as n^%3.</source>
        <translation>%1에서 셀프 어텐션은 n^%2, FFN은 n^%3으로 증가합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Up to n = %1 attention stays cheaper than the FFN.</source>
        <translation>n = %1까지는 어텐션이 FFN보다 저렴합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention already costs more than the FFN at n = %1.</source>
        <translation>n = %1에서 이미 어텐션이 FFN보다 비쌉니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attention starts to cost more than the FFN at n ≈ %1 (%2 vs %3 at n = %4).</source>
        <translation>n ≈ %1에서 어텐션이 FFN보다 비싸지기 시작합니다(n = %4에서 %2 대 %3).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no measurements to export: press Run first.</source>
        <translation>내보낼 측정값이 없습니다. 먼저 실행을 누르세요.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/complexity_view.h" line="+40"/>
        <source>Complexity</source>
        <translation>복잡도</translation>
    </message>
</context>
<context>
    <name>studio::ContrastTableModel</name>
    <message>
        <location filename="../app/studio/viewmodels/contrast_table_model.cpp" line="+44"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Line %1. Double-click to open this item in the probe.</source>
        <translation>%1행. 더블클릭하면 이 항목을 프로브에서 엽니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Margin</source>
        <translation>마진</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right</source>
        <translation>정답</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Group</source>
        <translation>그룹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>소스</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preferred translation</source>
        <translation>선호한 번역</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line</source>
        <translation>행</translation>
    </message>
</context>
<context>
    <name>studio::DecodeStepPanel</name>
    <message>
        <location filename="../app/studio/widgets/decode_step_panel.cpp" line="+39"/>
        <source>Next token</source>
        <translation>다음 토큰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ten most probable next tokens at this step. Double-click one to force it and let the model continue from there.</source>
        <translation>이 스텝에서 확률이 가장 높은 다음 토큰 10개입니다. 하나를 더블클릭하면 그 토큰을 강제로 넣고 모델이 거기서부터 이어 가게 합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entropy of the whole next-token distribution, H = −Σ p log₂ p. 0 bits: certain; each extra bit doubles the number of equally likely choices (perplexity 2^H).</source>
        <translation>다음 토큰 분포 전체의 엔트로피, H = −Σ p log₂ p. 0비트: 확실함. 1비트 늘 때마다 똑같이 그럴듯한 선택지의 수가 두 배가 됩니다(퍼플렉서티 2^H).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Force the selected token</source>
        <translation>선택한 토큰 강제</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What if the model had said this? Keeps the translation up to this step, puts the selected token next and continues greedily.</source>
        <translation>모델이 이렇게 말했다면? 이 스텝까지의 번역은 유지하고, 선택한 토큰을 다음에 넣은 뒤 그리디로 이어 갑니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or type a word, e.g. sie</source>
        <translation>또는 단어 입력(예: sie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force word</source>
        <translation>단어 강제</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>layer.head</source>
        <translation>레이어.헤드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source</source>
        <translation>소스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention weight</source>
        <translation>어텐션 가중치</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>The cross-attention row of every head at this step: where each head of each decoder layer looks in the source while the model chooses this token.</source>
        <translation>이 스텝에서 모든 헤드의 크로스 어텐션 행: 모델이 이 토큰을 고르는 동안 각 디코더 레이어의 각 헤드가 소스의 어디를 보는지 나타냅니다.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Choose a step (a row of the map) to see what the model could have said there.</source>
        <translation>스텝(맵의 행)을 선택하면 모델이 그 자리에서 무엇을 말할 수 있었는지 볼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Step %1 of %2.&lt;/b&gt; After “%3” the model says &lt;b&gt;%4&lt;/b&gt; (p = %5).</source>
        <translation>&lt;b&gt;스텝 %1/%2.&lt;/b&gt; “%3” 다음에 모델이 내놓은 토큰은 &lt;b&gt;%4&lt;/b&gt;입니다(p = %5).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The token the translation has here.</source>
        <translation>번역에서 이 자리에 있는 토큰입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entropy %1 bits (perplexity %2)</source>
        <translation>엔트로피 %1비트(퍼플렉서티 %2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1.%2</source>
        <translation>%1.%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every head at step %1</source>
        <translation>스텝 %1의 모든 헤드</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Next tokens and heads</source>
        <translation>다음 토큰과 헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attribution</source>
        <translation>기여도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which source and target-prefix tokens the choice at this step depends on: gradient attribution, optionally against a contrast word.</source>
        <translation>이 단계의 선택이 어떤 원문 토큰과 목표 접두부 토큰에 달려 있는지: 기울기 기여도, 원하면 대조 단어와 비교.</translation>
    </message>
</context>
<context>
    <name>studio::EngineJobs</name>
    <message>
        <location filename="../app/studio/jobs/engine_jobs.cpp" line="+49"/>
        <source>The model could not be loaded: %1</source>
        <translation>모델을 불러올 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No model is loaded. Open a model folder first (File ▸ Open model folder…).</source>
        <translation>불러온 모델이 없습니다. 먼저 모델 폴더를 여세요(파일 ▸ 모델 폴더 열기…).</translation>
    </message>
</context>
<context>
    <name>studio::GifEncoder</name>
    <message>
        <location filename="../app/studio/views/training/gif_encoder.cpp" line="+122"/>
        <source>The GIF encoder failed: %1</source>
        <translation>GIF 인코더가 실패했습니다: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This build cannot write GIF (giflib was missing).</source>
        <translation>이 빌드는 GIF를 쓸 수 없습니다(giflib 없음).</translation>
    </message>
</context>
<context>
    <name>studio::GifEncoder::State</name>
    <message>
        <location line="-82"/>
        <source>The GIF encoder failed: %1</source>
        <translation>GIF 인코더가 실패했습니다: %1</translation>
    </message>
</context>
<context>
    <name>studio::HeadGridWidget</name>
    <message>
        <location filename="../app/studio/widgets/head_grid_widget.cpp" line="+125"/>
        <location line="+56"/>
        <source>Layer %1</source>
        <translation>레이어 %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No heads measured yet.</source>
        <translation>아직 측정한 헤드가 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Head %1</source>
        <translation>헤드 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>n/a</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+38"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>▼ mean over heads %1 % [%2–%3]</source>
        <translation>▼ 헤드 평균 %1% [%2–%3]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>◆ nearest preceding person %1 % [%2–%3]</source>
        <translation>◆ 가장 가까운 앞선 인물 %1% [%2–%3]</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Layer %1, head %2: not measured (no sentence had what this kind needs)</source>
        <translation>레이어 %1, 헤드 %2: 측정 안 됨(이 종류에 필요한 조건을 갖춘 문장이 없음)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layer %1, head %2: right on %3 of %4 sentences, %5 % (95 % interval %6–%7 %)
mean weight to the antecedent %8, to the other person %9
Click to list the sentences.</source>
        <translation>레이어 %1, 헤드 %2: 문장 %4개 중 %3개 정답, %5%(95% 구간 %6–%7%)
선행사에 대한 평균 가중치 %8, 다른 인물에 대한 평균 가중치 %9
클릭하면 문장 목록을 봅니다.</translation>
    </message>
</context>
<context>
    <name>studio::HeadLabView</name>
    <message>
        <location filename="../app/studio/views/head_lab_view.cpp" line="+77"/>
        <source>Dev set: translating without the mask…</source>
        <translation>개발 세트: 마스크 없이 번역 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dev set: translating with the mask…</source>
        <translation>개발 세트: 마스크를 적용해 번역 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive set: scoring without the mask…</source>
        <translation>대조 세트: 마스크 없이 채점 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive set: scoring with the mask…</source>
        <translation>대조 세트: 마스크를 적용해 채점 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Importance: a backward pass per batch…</source>
        <translation>중요도: 배치마다 역전파 한 번…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pruning curve: translating the set with 0–90 % of the heads off…</source>
        <translation>가지치기 곡선: 헤드를 0–90 % 끈 채 세트를 번역 중…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Type or paste an English sentence…</source>
        <translation>영어 문장을 입력하거나 붙여 넣으세요…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no head switched off</source>
        <translation>끈 헤드 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The heads switched off, as attention-cli&apos;s --mask-heads takes them: enc:L.H, dec:L.H, cross:L.H, counted from 1 (enc:2.* is a whole layer). Paste or edit and press Enter to apply.</source>
        <translation>끈 헤드, attention-cli의 --mask-heads 형식: enc:L.H, dec:L.H, cross:L.H, 1부터 셉니다(enc:2.*는 층 전체). 붙여 넣거나 고친 뒤 Enter를 누르면 적용됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the mask as text.</source>
        <translation>마스크를 텍스트로 복사합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear mask</source>
        <translation>마스크 지우기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch every head on again.</source>
        <translation>모든 헤드를 다시 켭니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentence:</source>
        <translation>문장:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mask:</source>
        <translation>마스크:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Encoder self-attention</source>
        <translation>인코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decoder self-attention</source>
        <translation>디코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-attention</source>
        <translation>교차 어텐션</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a head (or move with the arrows and press Space) to switch it off or on.</source>
        <translation>헤드를 클릭하면(또는 화살표로 옮긴 뒤 Space) 끄거나 켭니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Crossed out: switched off (its output times 0 before W&lt;sup&gt;O&lt;/sup&gt;). After Head importance, colour and number: the head&apos;s importance, normalised per layer (yellow: the grid&apos;s most important).</source>
        <translation>X 표시: 꺼짐(W&lt;sup&gt;O&lt;/sup&gt; 앞에서 출력에 0을 곱함). 헤드 중요도를 계산한 뒤 색과 숫자: 층별로 정규화한 헤드의 중요도(노랑: 격자에서 가장 중요).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Dev files…</source>
        <translation>개발 파일…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A source file and its reference translations, one sentence a line (plain or gzip).</source>
        <translation>원문 파일과 참조 번역 파일, 한 줄에 한 문장(일반 텍스트 또는 gzip).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contrastive file…</source>
        <translation>대조 파일…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minimal pairs as the Probe view&apos;s batch reads them: source, correct translation, wrong ones.</source>
        <translation>Probe 보기의 일괄 처리 형식인 최소 쌍: 원문, 올바른 번역, 틀린 번역들.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>all</source>
        <translation>전부</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the first N pairs or items of a file (&quot;all&quot;: every one).</source>
        <translation>파일의 처음 N개 쌍 또는 항목만(&quot;전부&quot;: 모두).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLEU before/after</source>
        <translation>BLEU 전/후</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translate the dev set without and with the mask (on a worker thread).</source>
        <translation>마스크 없이, 그리고 마스크를 적용해 개발 세트를 번역합니다(작업 스레드에서).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy before/after</source>
        <translation>정확도 전/후</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score the contrastive items without and with the mask (on a worker thread).</source>
        <translation>마스크 없이, 그리고 마스크를 적용해 대조 항목을 채점합니다(작업 스레드에서).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The mask on a set</source>
        <translation>세트에 마스크 적용</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First pairs / items:</source>
        <translation>처음 쌍 / 항목:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Head importance</source>
        <translation>헤드 중요도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Michel et al. 2019: the mean |∂L/∂ξ| of a gate on each head over the dev pairs, normalised per layer; then BLEU as 0–90 % of the heads are switched off, least important first and at random (on a worker thread).</source>
        <translation>Michel 외 2019: 개발 쌍에 대한 각 헤드 게이트의 평균 |∂L/∂ξ|, 층별로 정규화; 이어서 헤드의 0–90 %를 덜 중요한 것부터, 그리고 무작위로 끌 때의 BLEU(작업 스레드에서).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save curve…</source>
        <translation>곡선 저장…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pruning curve as PNG or SVG, or its numbers as CSV.</source>
        <translation>가지치기 곡선을 PNG나 SVG로, 또는 그 수치를 CSV로 저장합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Which heads matter</source>
        <translation>어떤 헤드가 중요한가</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the running job.</source>
        <translation>실행 중인 작업을 멈춥니다.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Not a mask: %1</source>
        <translation>마스크가 아닙니다: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;b&gt;Without the mask:&lt;/b&gt; (type a sentence)</source>
        <translation>&lt;b&gt;마스크 없이:&lt;/b&gt; (문장을 입력하세요)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Without the mask:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;마스크 없이:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;With the mask:&lt;/b&gt; no head is switched off; click heads in the grids.</source>
        <translation>&lt;b&gt;마스크 적용:&lt;/b&gt; 끈 헤드가 없습니다. 격자에서 헤드를 클릭하세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;With the mask:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;마스크 적용:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ log P of the unmasked translation under the mask: &lt;b&gt;%1&lt;/b&gt; (log P %2 → %3) · %4 ms</source>
        <translation>마스크를 적용했을 때 마스크 없는 번역의 Δ log P: &lt;b&gt;%1&lt;/b&gt; (log P %2 → %3) · %4 ms</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>(no dev files)</source>
        <translation>(개발 파일 없음)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>(no contrastive file)</source>
        <translation>(대조 파일 없음)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Text files (*.txt *.gz *.en *.de *.src *.ref);;All files (*)</source>
        <translation>텍스트 파일 (*.txt *.gz *.en *.de *.src *.ref);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source sentences</source>
        <translation>원문 문장</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference translations</source>
        <translation>참조 번역</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Contrastive items</source>
        <translation>대조 항목</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive items (*.tsv *.txt);;All files (*)</source>
        <translation>대조 항목 (*.tsv *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose a source and a reference file first (Dev files…).</source>
        <translation>먼저 원문 파일과 참조 파일을 고르세요(개발 파일…).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a contrastive file first (Contrastive file…).</source>
        <translation>먼저 대조 파일을 고르세요(대조 파일…).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stopped.</source>
        <translation>멈췄습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done in %1 s on %2.</source>
        <translation>%2에서 %1초 만에 끝났습니다.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;b&gt;%1 pairs&lt;/b&gt; of %2, mask “%3”: BLEU %4 → %5 (%6), chrF %7 → %8 (%9)</source>
        <translation>%2의 &lt;b&gt;%1쌍&lt;/b&gt;, 마스크 “%3”: BLEU %4 → %5 (%6), chrF %7 → %8 (%9)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;%1 items&lt;/b&gt; of %2, mask “%3”: accuracy %4 % → %5 % (%6 → %7 right)</source>
        <translation>%2의 &lt;b&gt;%1개 항목&lt;/b&gt;, 마스크 “%3”: 정확도 %4 % → %5 % (정답 %6 → %7)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Switch heads off above, then measure what the mask does to a whole dev file or contrastive file.</source>
        <translation>위에서 헤드를 끈 다음, 마스크가 개발 파일이나 대조 파일 전체에 미치는 영향을 측정하세요.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measure which heads matter over the dev pairs: the grids above take the colour of each head&apos;s importance.</source>
        <translation>개발 쌍에서 어떤 헤드가 중요한지 측정합니다. 위의 격자가 각 헤드의 중요도 색으로 칠해집니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Importance over &lt;b&gt;%1 pairs&lt;/b&gt;. Most important: %2.&lt;br&gt;Least important: %3.</source>
        <translation>&lt;b&gt;%1쌍&lt;/b&gt;에 대한 중요도. 가장 중요: %2.&lt;br&gt;가장 덜 중요: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pruning curve was stopped.</source>
        <translation>가지치기 곡선은 중단되었습니다.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the pruning curve</source>
        <translation>가지치기 곡선 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV (*.csv)</source>
        <translation>PNG 이미지 (*.png);;SVG 이미지 (*.svg);;CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>There is no pruning curve to export yet: run Head importance first.</source>
        <translation>아직 내보낼 가지치기 곡선이 없습니다. 먼저 헤드 중요도를 실행하세요.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/head_lab_view.h" line="+42"/>
        <source>Head lab</source>
        <translation>헤드 실험실</translation>
    </message>
</context>
<context>
    <name>studio::HeadObservationsModel</name>
    <message>
        <location filename="../app/studio/viewmodels/head_observations_model.cpp" line="+123"/>
        <source>✓ right</source>
        <translation>✓ 정답</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>≈ tie</source>
        <translation>≈ 동률</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ wrong</source>
        <translation>✗ 오답</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Margin %1 (weight to the antecedent minus weight to the other person). Within ±%2 it counts as a tie, which is not right.</source>
        <translation>마진 %1(선행사 가중치에서 다른 인물 가중치를 뺀 값). ±%2 이내이면 동률로 보며, 정답으로 치지 않습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
→ %2
Double-click to open it in the Attention view with this head selected.</source>
        <translation>%1
→ %2
더블클릭하면 이 헤드를 선택한 상태로 어텐션 뷰에서 엽니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Head</source>
        <translation>헤드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sentence</source>
        <translation>문장</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Antecedent</source>
        <translation>선행사</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other person</source>
        <translation>다른 인물</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight → antecedent</source>
        <translation>가중치 → 선행사</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight → other</source>
        <translation>가중치 → 다른 인물</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Margin</source>
        <translation>마진</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model&apos;s translation</source>
        <translation>모델의 번역</translation>
    </message>
</context>
<context>
    <name>studio::HeadSwitchGrid</name>
    <message>
        <location filename="../app/studio/widgets/head_switch_grid.cpp" line="+207"/>
        <source>Layer %1, head %2</source>
        <translation>층 %1, 헤드 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normalised importance: %1</source>
        <translation>정규화한 중요도: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switched off: click to switch it on again.</source>
        <translation>꺼짐: 클릭하면 다시 켭니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click to switch this head off.</source>
        <translation>클릭하면 이 헤드를 끕니다.</translation>
    </message>
</context>
<context>
    <name>studio::HeadsView</name>
    <message>
        <location filename="../app/studio/views/heads_view.cpp" line="+45"/>
        <source>%1 % [%2–%3]</source>
        <translation>%1% [%2–%3]</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Running the head finder on %1…</source>
        <translation>%1에서 헤드 찾기 실행 중…</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Load a WinoMT-format file (Load sentences…) and press Run.</source>
        <translation>WinoMT 형식 파일을 불러오고(문장 불러오기…) 실행을 누르세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Run to translate the sentences of %1 and measure every head.</source>
        <translation>실행을 누르면 %1의 문장을 번역하고 모든 헤드를 측정합니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Load sentences…</source>
        <translation>문장 불러오기…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A WinoMT-format file, tab-separated: gender, the antecedent&apos;s 0-based word index, the sentence, the antecedent noun (e.g. ../shared/data/winomt/en.tsv).</source>
        <translation>탭으로 구분된 WinoMT 형식 파일: 성별, 선행사의 단어 인덱스(0부터 시작), 문장, 선행사 명사(예: ../shared/data/winomt/en.tsv).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>all</source>
        <translation>전체</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the first N sentences of the file, for a quick look (&quot;all&quot;: every one).</source>
        <translation>빠르게 살펴보도록 파일의 처음 N개 문장만 사용합니다(&quot;전체&quot;: 모든 문장).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translate every sentence with the model and measure every head (on a worker thread).</source>
        <translation>모든 문장을 모델로 번역하고 모든 헤드를 측정합니다(작업 스레드에서).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after the current sentence and show the sentences done so far.</source>
        <translation>현재 문장이 끝나면 멈추고 지금까지 처리한 문장을 보여 줍니다.</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+107"/>
        <source>%v / %m sentences</source>
        <translation>%v / %m 문장</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First sentences:</source>
        <translation>앞 문장 수:</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Encoder self-attention: English pronoun → antecedent</source>
        <translation>인코더 셀프 어텐션: 영어 대명사 → 선행사</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Read on the row of the English pronoun, words merged from subwords.</source>
        <translation>영어 대명사의 행에서 읽으며, 서브워드는 단어로 합칩니다.</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Cross-attention: step choosing the German pronoun → antecedent</source>
        <translation>크로스 어텐션: 독일어 대명사를 고르는 스텝 → 선행사</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Read on the decoding step whose output is the German pronoun, on the model&apos;s own translation.</source>
        <translation>모델 자신의 번역에서, 출력이 독일어 대명사인 디코딩 스텝에서 읽습니다.</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+324"/>
        <source>Click a head to list the sentences where it is right and where it is wrong.</source>
        <translation>헤드를 클릭하면 그 헤드가 맞힌 문장과 틀린 문장을 나열합니다.</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Right, wrong and ties</source>
        <translation>정답, 오답, 동률 모두</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only where it is right</source>
        <translation>정답인 문장만</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only where it is wrong</source>
        <translation>오답인 문장만</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only near ties</source>
        <translation>거의 동률인 문장만</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A head is right on a sentence when its weight to the antecedent exceeds its weight to the other person by more than this margin; a smaller difference (0.0002 against 0.0000) is a tie, which is not right. 0 counts any difference, as the command line does. The grids rank the heads again.</source>
        <translation>헤드의 선행사 가중치가 다른 인물 가중치보다 이 마진을 넘게 크면 그 문장에서 정답입니다. 그보다 작은 차이(0.0002 대 0.0000)는 동률이며 정답으로 치지 않습니다. 0이면 명령줄처럼 모든 차이를 셉니다. 격자는 헤드 순위를 다시 매깁니다.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Double-click a sentence (or press Enter) to open it in the Attention view with this head selected.</source>
        <translation>문장을 더블클릭하거나 Enter 키를 누르면 이 헤드를 선택한 상태로 어텐션 뷰에서 엽니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tie below a margin of:</source>
        <translation>동률 판정 마진:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show:</source>
        <translation>표시:</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each cell: how often the head gives the pronoun&apos;s antecedent more weight than the other person (words merged from subwords), with the 95 % Wilson interval below. Colour: that accuracy, 0 % dark to 100 % yellow; grey: not measured. &lt;b&gt;Bold outline&lt;/b&gt;: the interval&apos;s lower end lies above the mean-over-heads baseline of its kind (▼ on the colour bar); ★: it also lies above the nearest-preceding-person baseline (◆).</source>
        <translation>각 셀: 헤드가 대명사의 선행사에 다른 인물보다 더 큰 가중치를 주는 빈도(서브워드는 단어로 합침)이며, 그 아래에 95% 윌슨 구간을 표시합니다. 색: 그 정확도로, 0%는 어둡고 100%는 노랗습니다. 회색: 측정 안 됨. &lt;b&gt;굵은 테두리&lt;/b&gt;: 구간의 하한이 같은 종류의 헤드 평균 기준선(색상 막대의 ▼)보다 높습니다. ★: 가장 가까운 앞선 인물 기준선(◆)보다도 높습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A margin (weight to the antecedent minus weight to the other person) within ±%1 is a tie, which is not right.</source>
        <translation>마진(선행사 가중치에서 다른 인물 가중치를 뺀 값)이 ±%1 이내이면 동률이며, 정답으로 치지 않습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Baselines: mean over heads, encoder %1, cross %2; nearest preceding person %3.</source>
        <translation>기준선: 헤드 평균(인코더 %1, 크로스 %2), 가장 가까운 앞선 인물 %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(no sentences loaded)</source>
        <translation>(불러온 문장 없음)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Load sentences</source>
        <translation>문장 불러오기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>WinoMT-format sentences (*.tsv *.txt);;All files (*)</source>
        <translation>WinoMT 형식 문장 (*.tsv *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Load a WinoMT-format file first (Load sentences…).</source>
        <translation>먼저 WinoMT 형식 파일을 불러오세요(문장 불러오기…).</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>the sentences</source>
        <translation>불러온 문장 목록</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Stopped&lt;/b&gt; after %1 of %2 sentences of %3</source>
        <translation>&lt;b&gt;중지됨&lt;/b&gt;: %3의 문장 %2개 중 %1개 처리 후</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; sentences: the first %1 of %2 in %3</source>
        <translation>문장 &lt;b&gt;%1&lt;/b&gt;개: %3의 %2개 중 처음 %1개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; sentences of %2</source>
        <translation>%2의 문장 &lt;b&gt;%1&lt;/b&gt;개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 with both people found</source>
        <translation>두 인물을 모두 찾은 문장 %1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 whose translation has a German pronoun</source>
        <translation>번역에 독일어 대명사가 있는 문장 %1개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best %1 head: none measured</source>
        <translation>가장 좋은 %1 헤드: 측정된 헤드 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best %1 head: &lt;b&gt;layer %2, head %3&lt;/b&gt;, %4</source>
        <translation>가장 좋은 %1 헤드: &lt;b&gt;레이어 %2, 헤드 %3&lt;/b&gt;, %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+21"/>
        <location line="+1"/>
        <location line="+168"/>
        <source>encoder</source>
        <translation>인코더</translation>
    </message>
    <message>
        <location line="-190"/>
        <location line="+23"/>
        <location line="+1"/>
        <location line="+167"/>
        <source>cross</source>
        <translation>크로스 어텐션</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>No %1 head beats %2 (%3 %).</source>
        <translation>%2(%3%)보다 나은 %1 헤드가 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 %3 heads beat %4 (%5 %); %6 with the whole 95 % interval above it.</source>
        <translation>%3 헤드 %2개 중 %1개가 %4(%5%)보다 낫고, 그중 %6개는 95% 구간 전체가 그보다 높습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>the nearest preceding person</source>
        <translation>가장 가까운 앞선 인물 기준선</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>the mean over heads</source>
        <translation>헤드 평균 기준선</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Near ties (margin within ±%1) count as not right.</source>
        <translation>거의 동률(마진 ±%1 이내)은 정답으로 치지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+195"/>
        <source> · %1 s on %2</source>
        <translation> · %2에서 %1초</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>A quick look for the export: only the first %1 sentences. Set “First sentences” to “all” and press Run for every one.</source>
        <translation>내보내기용 빠른 미리보기: 처음 %1개 문장만 사용했습니다. 모든 문장을 보려면 “앞 문장 수”를 “전체”로 설정하고 실행을 누르세요.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;b&gt;%1, layer %2, head %3&lt;/b&gt;: right on %4, wrong on %5, a near tie on %6 sentences. Double-click one to open it in the Attention view.</source>
        <translation>&lt;b&gt;%1, 레이어 %2, 헤드 %3&lt;/b&gt;: 정답 %4개, 오답 %5개, 거의 동률 %6개 문장. 문장을 더블클릭하면 어텐션 뷰에서 엽니다.</translation>
    </message>
    <message>
        <location line="-459"/>
        <location line="+461"/>
        <location line="+182"/>
        <source>Encoder self-attention</source>
        <translation>인코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="-643"/>
        <location line="+461"/>
        <location line="+182"/>
        <source>Cross-attention</source>
        <translation>크로스 어텐션</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>There are no head scores to export yet: run the head finder first.</source>
        <translation>아직 내보낼 헤드 점수가 없습니다. 먼저 헤드 찾기를 실행하세요.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/heads_view.h" line="+49"/>
        <source>Antecedent heads</source>
        <translation>선행사 헤드</translation>
    </message>
    <message>
        <location filename="../app/studio/views/heads_view.cpp" line="-538"/>
        <source>%v / %m pairs</source>
        <translation>%v / %m 쌍</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Patching every head on the pairs of %1…</source>
        <translation>%1의 쌍에서 모든 헤드를 패칭하는 중…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Causal effect (patching)</source>
        <translation>인과 효과 (패칭)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+643"/>
        <source>Decoder self-attention</source>
        <translation>디코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="-562"/>
        <source>Load pairs…</source>
        <translation>쌍 불러오기…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pair file as attention-cli patch reads it, tab-separated: sentence, counterfactual (only the antecedent changed, the same number of tokens), correct word, wrong word and optionally the target prefix up to the pronoun.</source>
        <translation>attention-cli patch가 읽는 쌍 파일, 탭으로 구분: 문장, 반사실 문장(선행사만 바뀌고 토큰 수는 같음), 올바른 단어, 틀린 단어, 그리고 선택적으로 대명사까지의 목표 접두어.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Patch heads</source>
        <translation>헤드 패칭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy each head&apos;s output from the sentence&apos;s run into the counterfactual&apos;s, one head at a time, and measure how much of the change in log P(correct) − log P(wrong) it restores (on a worker thread).</source>
        <translation>각 헤드의 출력을 문장 실행에서 반사실 문장 실행으로 한 번에 하나씩 복사하고, log P(정답) − log P(오답)의 변화 중 얼마를 복원하는지 측정합니다(작업 스레드에서).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Encoder self</source>
        <translation>인코더 셀프</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decoder self</source>
        <translation>디코더 셀프</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cross</source>
        <translation>크로스</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which kind of attention&apos;s heads the causal grid shows; the exports hold all three.</source>
        <translation>인과 격자가 보여 줄 어텐션 종류; 내보내기에는 세 가지가 모두 들어 있습니다.</translation>
    </message>
    <message>
        <location line="+409"/>
        <source>Load a pair file (Load pairs…) and press Patch heads to rank the heads by their causal effect.</source>
        <translation>쌍 파일을 불러오고(쌍 불러오기…) 헤드 패칭을 눌러 헤드를 인과 효과로 순위를 매기세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Patch heads to rank every head by its causal effect on the pairs of %1.</source>
        <translation>헤드 패칭을 눌러 %1의 쌍에서 모든 헤드를 인과 효과로 순위를 매기세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load pairs</source>
        <translation>쌍 불러오기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair files (*.tsv *.txt);;All files (*)</source>
        <translation>쌍 파일 (*.tsv *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Load a pair file first (Load pairs…).</source>
        <translation>먼저 쌍 파일을 불러오세요(쌍 불러오기…).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&lt;b&gt;Stopped&lt;/b&gt; after %1 of the pairs of %2.</source>
        <translation>%2의 쌍 중 %1개 후 &lt;b&gt;중지됨&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;%1&lt;/b&gt; pairs of %2 patched.</source>
        <translation>%2의 쌍 &lt;b&gt;%1&lt;/b&gt;개 패칭됨.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 change log P(correct) − log P(wrong) by more than %2 nats and are averaged; mean total effect %3 nats over them (%4 over all).</source>
        <translation>%1개가 log P(정답) − log P(오답)을 %2 nats보다 크게 바꾸어 평균에 들어갑니다; 이들의 평균 총 효과 %3 nats (전체 %4).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The total effects are too small to rank the heads: fewer than %1 pairs change the pronoun choice by more than %2 nats, and a share of a smaller change is noise.</source>
        <translation>총 효과가 너무 작아 헤드의 순위를 매길 수 없습니다: 대명사 선택을 %2 nats보다 크게 바꾸는 쌍이 %1개 미만이며, 더 작은 변화의 비율은 잡음입니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>decoder self</source>
        <translation>디코더 셀프</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Largest mean: %1 layer %2, head %3, %4 [%5 to %6]; %7 heads (bold outline) with the whole 95 % interval above 0.</source>
        <translation>가장 큰 평균: %1 레이어 %2, 헤드 %3, %4 [%5 ~ %6]; 95 % 구간 전체가 0보다 큰 헤드 %7개(굵은 테두리).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Intervals: 95 % bootstrap over the pairs, %1 resamples</source>
        <translation>구간: 쌍에 대한 95 % 부트스트랩, 재표본 %1회</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped: %1</source>
        <translation>건너뜀: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>line %1 (%2 / %3, total effect %5): &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>%1행 (%2 / %3, 총 효과 %5): &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;%1, layer %2, head %3&lt;/b&gt;, share of the total effect (nats) restored, pair by pair:</source>
        <translation>&lt;b&gt;%1, 레이어 %2, 헤드 %3&lt;/b&gt;, 복원된 총 효과(nats)의 비율, 쌍별:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no pair has a large enough total effect.</source>
        <translation>총 효과가 충분히 큰 쌍이 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attention-based: the head finder does not measure decoder self-attention.</source>
        <translation>어텐션 기반: 헤드 찾기는 디코더 셀프 어텐션을 측정하지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attention-based: not measured yet (run the head finder to compare).</source>
        <translation>어텐션 기반: 아직 측정되지 않음(비교하려면 헤드 찾기를 실행하세요).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention-based: right on %1 % of %2 sentences (95 % interval %3–%4 %)</source>
        <translation>어텐션 기반: 문장 %2개 중 %1 % 정답 (95 % 구간 %3–%4 %)</translation>
    </message>
</context>
<context>
    <name>studio::HeatmapWidget</name>
    <message>
        <location filename="../app/studio/widgets/heatmap_widget.cpp" line="+314"/>
        <location line="+25"/>
        <location line="+356"/>
        <source>masked</source>
        <translation>마스크됨</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Nothing to show yet</source>
        <translation>아직 표시할 내용이 없습니다</translation>
    </message>
    <message>
        <location line="+232"/>
        <source>row</source>
        <translation>행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column</source>
        <translation>열</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt; #%2: &lt;code&gt;%3&lt;/code&gt;&lt;br&gt;&lt;b&gt;%4&lt;/b&gt; #%5: &lt;code&gt;%6&lt;/code&gt;&lt;br&gt;%7 = &lt;b&gt;%8&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; #%2: &lt;code&gt;%3&lt;/code&gt;&lt;br&gt;&lt;b&gt;%4&lt;/b&gt; #%5: &lt;code&gt;%6&lt;/code&gt;&lt;br&gt;%7 = &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;br&gt;&lt;i&gt;masked: a query cannot attend to later positions&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;마스크됨: 쿼리는 뒤쪽 위치에 어텐션할 수 없습니다&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>studio::HistogramWidget</name>
    <message>
        <location filename="../app/studio/widgets/histogram_widget.cpp" line="+28"/>
        <source>Click a tensor to see its values</source>
        <translation>텐서를 클릭하면 값의 분포를 볼 수 있습니다</translation>
    </message>
</context>
<context>
    <name>studio::IllustrationsView</name>
    <message>
        <location filename="../app/studio/views/illustrations_view.h" line="+25"/>
        <source>Illustrations</source>
        <translation>그림</translation>
    </message>
</context>
<context>
    <name>studio::LabelSmoothingPanel</name>
    <message>
        <location filename="../app/studio/views/illustrations/label_smoothing_panel.cpp" line="+32"/>
        <source>Classes V, padding (id 0) included</source>
        <translation>클래스 수 V, 패딩(id 0) 포함</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ε: the probability mass taken from the true class (the paper: 0.1)</source>
        <translation>ε: 정답 클래스에서 떼어 내는 확률 질량 (논문: 0.1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The id of the correct next token</source>
        <translation>올바른 다음 토큰의 id</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Vocabulary size V:</source>
        <translation>어휘 크기 V:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smoothing ε:</source>
        <translation>스무딩 ε:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True class:</source>
        <translation>정답 클래스:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>target probability</source>
        <translation>목표 확률</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>0 (pad)</source>
        <translation>0 (패딩)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (true)</source>
        <translation>%1 (정답)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>class (token id)</source>
        <translation>클래스 (토큰 id)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target probability q</source>
        <translation>목표 확률 q</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Label-smoothed target, V = %1, ε = %2</source>
        <translation>레이블 스무딩된 목표, V = %1, ε = %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;Instead of all of the probability on the true class, the loss aims at &lt;b&gt;1 − ε + ε/(V−1) = %1&lt;/b&gt; for the true class and &lt;b&gt;ε/(V−1) = %2&lt;/b&gt; for every other class; padding (id 0) gets &lt;b&gt;0&lt;/b&gt;. The sum is %3.&lt;/p&gt;&lt;p&gt;This hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU (section 5.4).&lt;/p&gt;</source>
        <translation>&lt;p&gt;모든 확률을 정답 클래스에 두는 대신, 손실은 정답 클래스에 &lt;b&gt;1 − ε + ε/(V−1) = %1&lt;/b&gt;, 다른 모든 클래스에 &lt;b&gt;ε/(V−1) = %2&lt;/b&gt;를 목표로 합니다. 패딩(id 0)은 &lt;b&gt;0&lt;/b&gt;입니다. 합은 %3입니다.&lt;/p&gt;&lt;p&gt;모델이 덜 확신하도록 배우므로 퍼플렉서티는 나빠지지만 정확도와 BLEU는 좋아집니다(5.4절).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/studio/views/illustrations/label_smoothing_panel.h" line="+24"/>
        <source>Label smoothing</source>
        <translation>레이블 스무딩</translation>
    </message>
</context>
<context>
    <name>studio::LessonOutline</name>
    <message>
        <location filename="../app/studio/shell/lesson_outline.cpp" line="+28"/>
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sentence is cut into subword pieces from one vocabulary shared by both languages; each piece is a number, its id.</source>
        <translation>문장은 두 언어가 함께 쓰는 하나의 어휘에서 나온 서브워드 조각으로 나뉩니다. 각 조각은 숫자, 즉 id입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translate a sentence and see its pieces</source>
        <translation>문장을 번역하고 조각 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embeddings and positional encoding</source>
        <translation>임베딩과 위치 인코딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each id selects a row of the embedding matrix, multiplied by √d_model; a sinusoidal positional encoding is added so that word order is known (sections 3.4 and 3.5).</source>
        <translation>각 id는 임베딩 행렬의 한 행을 골라 √d_model을 곱합니다. 단어 순서를 알 수 있도록 사인파 위치 인코딩을 더합니다(3.4절과 3.5절).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Positional encoding</source>
        <translation>위치 인코딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where they sit in the model</source>
        <translation>모델 안에서의 위치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention(Q, K, V) = softmax(QKᵀ/√d_k)·V: every query takes a weighted mix of the values, weighted by how well it matches each key (section 3.2.1).</source>
        <translation>Attention(Q, K, V) = softmax(QKᵀ/√d_k)·V: 각 쿼리는 각 키와 얼마나 잘 맞는지에 따라 값들을 가중 평균합니다(3.2.1절).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One forward pass, step by step, with real numbers</source>
        <translation>실제 수치로 한 번의 순전파를 단계별로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder self-attention</source>
        <translation>인코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multi-head attention</source>
        <translation>멀티헤드 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>h heads attend side by side, each in d_k = d_model/h dimensions; their outputs are concatenated and projected (section 3.2.2). Heads learn different jobs.</source>
        <translation>h개의 헤드가 각각 d_k = d_model/h 차원에서 나란히 어텐션하고, 출력은 이어 붙여 투영됩니다(3.2.2절). 헤드마다 다른 일을 배웁니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every head of every layer</source>
        <translation>모든 층의 모든 헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which head finds a pronoun&apos;s antecedent?</source>
        <translation>어느 헤드가 대명사의 선행어를 찾을까요?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder, decoder and cross-attention</source>
        <translation>인코더, 디코더, 교차 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N encoder layers read the source. Each decoder layer attends to the target so far (a causal mask hides later words), then to the encoder&apos;s output (cross-attention), then applies a feed-forward network (sections 3.1 and 3.2.3).</source>
        <translation>인코더 층 N개가 원문을 읽습니다. 각 디코더 층은 지금까지의 목표문에 어텐션하고(인과 마스크가 뒤의 단어를 가립니다), 이어서 인코더 출력에 어텐션한 뒤(교차 어텐션) 피드포워드 신경망을 적용합니다(3.1절과 3.2.3절).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The architecture (Figure 1)</source>
        <translation>구조 (그림 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The causal mask</source>
        <translation>인과 마스크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder self-attention</source>
        <translation>디코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-attention</source>
        <translation>교차 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training with warm-up and label smoothing</source>
        <translation>워밍업과 레이블 스무딩을 쓰는 학습</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam with a learning rate that warms up, then decays with the inverse square root of the step (section 5.3); targets smoothed with ε = 0.1 (section 5.4).</source>
        <translation>학습률이 워밍업한 뒤 스텝의 제곱근에 반비례해 줄어드는 Adam(5.3절), ε = 0.1로 스무딩한 목표(5.4절).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The learning-rate schedule</source>
        <translation>학습률 스케줄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label smoothing</source>
        <translation>레이블 스무딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train a model</source>
        <translation>모델 학습하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoding</source>
        <translation>디코딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The decoder writes one token at a time, greedily or with beam search and a length penalty (section 6.1); each step&apos;s choice can be explained.</source>
        <translation>디코더는 한 번에 토큰 하나씩, 탐욕적으로 또는 길이 페널티가 있는 빔 탐색으로 씁니다(6.1절). 각 단계의 선택을 설명할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translate and explain each step</source>
        <translation>번역하고 각 단계 설명하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model and its numbers</source>
        <translation>모델과 그 수치</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lesson outline</source>
        <translation>수업 개요</translation>
    </message>
</context>
<context>
    <name>studio::LessonOutlineDialog</name>
    <message>
        <location filename="../app/studio/shell/lesson_outline_dialog.cpp" line="+12"/>
        <source>Lesson outline</source>
        <translation>수업 개요</translation>
    </message>
</context>
<context>
    <name>studio::LivePlot</name>
    <message>
        <location filename="../app/studio/widgets/chart_live_plot.cpp" line="+328"/>
        <source>training time (hours, pauses excluded)</source>
        <translation>학습 시간(시간, 일시 정지 제외)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>training time (minutes, pauses excluded)</source>
        <translation>학습 시간(분, 일시 정지 제외)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>training time (seconds, pauses excluded)</source>
        <translation>학습 시간(초, 일시 정지 제외)</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>%1 (raw %2)</source>
        <translation>%1(원래 값 %2)</translation>
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
        <translation>모델 %1 불러오는 중…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not open the model folder %1:
%2</source>
        <translation>모델 폴더 %1을(를) 열 수 없습니다:
%2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Main</source>
        <translation>기본 도구 모음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open model folder…</source>
        <translation>모델 폴더 열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a model folder (config.json, model.safetensors, tokenizer.model)</source>
        <translation>모델 폴더 불러오기(config.json, model.safetensors, tokenizer.model)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>최근 항목 열기(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a &amp;bundled model</source>
        <translation>기본 제공 모델 열기(&amp;B)</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>(none found)</source>
        <translation>(찾을 수 없음)</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>&amp;Save model as…</source>
        <translation>다른 이름으로 모델 저장(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import Hugging Face MarianMT…</source>
        <translation>Hugging Face MarianMT 가져오기(&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Convert a Hugging Face MarianMT folder (e.g. Helsinki-NLP/opus-mt-en-de) into a model folder</source>
        <translation>Hugging Face MarianMT 폴더(예: Helsinki-NLP/opus-mt-en-de)를 모델 폴더로 변환</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export view as &amp;image (PNG/SVG)…</source>
        <translation>뷰를 이미지로 내보내기(PNG/SVG)(&amp;I)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save what this view shows as a PNG or SVG picture, e.g. for slides</source>
        <translation>이 뷰에 표시된 내용을 PNG 또는 SVG 그림으로 저장합니다(예: 슬라이드용)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export view &amp;data (CSV/JSON)…</source>
        <translation>뷰 데이터 내보내기(CSV/JSON)(&amp;D)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the numbers behind this view as CSV or JSON</source>
        <translation>이 뷰의 바탕이 되는 수치를 CSV 또는 JSON으로 저장합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy translation</source>
        <translation>번역 복사(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Translation copied</source>
        <translation>번역을 복사했습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Light</source>
        <translation>라이트</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>다크</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Compute &amp;backend</source>
        <translation>연산 백엔드(&amp;B)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A real GPU through Vulkan when there is one, else the CPU</source>
        <translation>실제 GPU가 있으면 Vulkan으로 사용하고, 없으면 CPU 사용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eigen + OpenBLAS on the processor (the reference backend)</source>
        <translation>프로세서에서 Eigen + OpenBLAS 사용(기준 백엔드)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vulkan compute shaders on the first Vulkan device</source>
        <translation>첫 번째 Vulkan 장치에서 Vulkan 컴퓨트 셰이더 사용</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lesson outline…</source>
        <translation>수업 개요(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;The paper in this app…</source>
        <translation>이 앱 속의 논문(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Attention Studio</source>
        <translation>Attention Studio 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(none yet)</source>
        <translation>(아직 없음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear list</source>
        <translation>목록 지우기</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Model: %1</source>
        <translation>모델: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No model</source>
        <translation>모델 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend: %1</source>
        <translation>백엔드: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Working…</source>
        <translation>작업 중…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Loading model…</source>
        <translation>모델 불러오는 중…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no view to export.</source>
        <translation>내보낼 뷰가 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown export format &quot;%1&quot;: use .png, .svg, .csv or .json</source>
        <translation>알 수 없는 내보내기 형식 &quot;%1&quot;: .png, .svg, .csv 또는 .json을 사용하세요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export view as image</source>
        <translation>뷰를 이미지로 내보내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>PNG 이미지 (*.png);;SVG 벡터 이미지 (*.svg)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saved %1</source>
        <translation>%1 저장됨</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Export view data</source>
        <translation>뷰 데이터 내보내기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>CSV 표 (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open model folder</source>
        <translation>모델 폴더 열기</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Attention Studio</source>
        <translation>Attention Studio 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Train or load a Transformer translation model (Vaswani et al., 2017, “Attention Is All You Need”) and see inside it: every layer and head, positional encodings, the learning-rate schedule and training curves.&lt;/p&gt;&lt;p&gt;Compute backends: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Studio %1&lt;/h3&gt;&lt;p&gt;Transformer 번역 모델(Vaswani 외, 2017, “Attention Is All You Need”)을 학습시키거나 불러와서 내부를 들여다봅니다: 모든 레이어와 헤드, 위치 인코딩, 학습률 스케줄, 학습 곡선.&lt;/p&gt;&lt;p&gt;연산 백엔드: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The paper in this app</source>
        <translation>이 앱 속의 논문</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Translate&lt;/b&gt;: the encoder-decoder attention of the decoder (section 3.2.3) is the alignment between target and source tokens.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Attention&lt;/b&gt;: every layer and head of multi-head attention (section 3.2.2): Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V. Rows are queries, columns are keys.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Positional encoding&lt;/b&gt;: the sinusoids of section 3.5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Training&lt;/b&gt;: Adam with the warm-up schedule of section 5.3, label smoothing and dropout of section 5.4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;번역&lt;/b&gt;: 디코더의 인코더-디코더 어텐션(3.2.3절)은 타깃 토큰과 소스 토큰 사이의 정렬입니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;어텐션&lt;/b&gt;: 멀티 헤드 어텐션(3.2.2절)의 모든 레이어와 헤드: Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V. 행은 쿼리, 열은 키입니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;위치 인코딩&lt;/b&gt;: 3.5절의 사인파.&lt;/p&gt;&lt;p&gt;&lt;b&gt;학습&lt;/b&gt;: 5.3절의 워밍업 스케줄을 적용한 Adam, 5.4절의 레이블 스무딩과 드롭아웃.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Training is running</source>
        <translation>학습이 진행 중입니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A model is training. Stop it and close? The last checkpoint is kept.</source>
        <translation>모델을 학습하는 중입니다. 학습을 중지하고 닫을까요? 마지막 체크포인트는 유지됩니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopping the training, then closing…</source>
        <translation>학습을 중지한 뒤 닫는 중…</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>Looking for models…</source>
        <translation>모델을 찾는 중…</translation>
    </message>
</context>
<context>
    <name>studio::ModelInfoView</name>
    <message>
        <location filename="../app/studio/views/model_info_view.cpp" line="+62"/>
        <source>%1 · command line: %2</source>
        <translation>%1 · 명령줄: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Derived: d_model / n_heads</source>
        <translation>계산값: d_model / n_heads</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>d_k = d_v per head</source>
        <translation>헤드당 d_k = d_v</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Encoder layer %1</source>
        <translation>인코더 레이어 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decoder layer %1</source>
        <translation>디코더 레이어 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final layer norms</source>
        <translation>최종 레이어 정규화</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learned positions</source>
        <translation>학습된 위치</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output projection</source>
        <translation>출력 투영</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embeddings (shared with the output projection)</source>
        <translation>임베딩(출력 투영과 공유)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embeddings</source>
        <translation>임베딩</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layer norms</source>
        <translation>레이어 정규화</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>encoder-decoder attention</source>
        <translation>인코더-디코더 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>self-attention</source>
        <translation>셀프 어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>feed-forward network</source>
        <translation>피드포워드 네트워크</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Open model folder…</source>
        <translation>모델 폴더 열기…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a model folder: config.json, model.safetensors and tokenizer.model</source>
        <translation>모델 폴더 불러오기: config.json, model.safetensors, tokenizer.model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save model as…</source>
        <translation>다른 이름으로 모델 저장…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the loaded model to a new folder (atomic writes)</source>
        <translation>불러온 모델을 새 폴더에 저장(원자적 쓰기)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setting</source>
        <translation>설정</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In the paper&apos;s terms</source>
        <translation>논문의 용어로</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Block</source>
        <translation>블록</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameters</source>
        <translation>매개변수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for compute devices…</source>
        <translation>연산 장치를 찾는 중…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tensor</source>
        <translation>텐서</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shape</source>
        <translation>모양</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dtype</source>
        <translation>dtype</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values</source>
        <translation>값 개수</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every weight tensor of model.safetensors; click one for its histogram</source>
        <translation>model.safetensors의 모든 가중치 텐서입니다. 하나를 클릭하면 히스토그램을 볼 수 있습니다</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Tensors</source>
        <translation>텐서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training history</source>
        <translation>학습 기록</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The model described here is still loaded.</source>
        <translation>여기에 설명된 모델은 그대로 불러온 상태입니다.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>&lt;b&gt;%1&lt;/b&gt; [%2] · min %3 · max %4 · mean %5 · std %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; [%2] · 최소 %3 · 최대 %4 · 평균 %5 · 표준편차 %6</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Available:&lt;br&gt;%1&lt;br&gt;Selected in the settings: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>사용 가능:&lt;br&gt;%1&lt;br&gt;설정에서 선택됨: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Configuration</source>
        <translation>구성</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Parameters per block</source>
        <translation>블록별 매개변수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute backends</source>
        <translation>연산 백엔드</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Loading %1…</source>
        <translation>%1 불러오는 중…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not load %1: %2</source>
        <translation>%1을(를) 불러올 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not list devices: %1</source>
        <translation>장치 목록을 가져올 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>CPU kernels:&lt;br&gt;%1</source>
        <translation>CPU 커널:&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No model loaded. Open a model folder, or train one in the Training view.</source>
        <translation>불러온 모델이 없습니다. 모델 폴더를 열거나 학습 뷰에서 모델을 학습하세요.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 parameters · %3 + %4 layers · d_model %5 · %6 heads · vocabulary %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;매개변수 %2개 · %3 + %4 레이어 · d_model %5 · 어텐션 헤드 %6개 · 어휘 %7</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Total (tied matrices once)</source>
        <translation>합계(묶인 행렬은 한 번만 계산)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This folder has no train_log.csv (no training history stored).</source>
        <translation>이 폴더에는 train_log.csv가 없습니다(저장된 학습 기록 없음).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss (nats/token)</source>
        <translation>손실(nats/토큰)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>train loss (label-smoothed)</source>
        <translation>학습 손실(레이블 스무딩 적용)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validation loss</source>
        <translation>검증 손실</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n logged step(s) from train_log.csv</source>
        <translation>
            <numerusform>train_log.csv에 기록된 스텝 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open model folder</source>
        <translation>모델 폴더 열기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save model into folder</source>
        <translation>모델을 저장할 폴더</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no model to save.</source>
        <translation>저장할 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saving the model to %1…</source>
        <translation>모델을 %1에 저장하는 중…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Model saved to %1</source>
        <translation>모델을 %1에 저장했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save the model to %1: %2</source>
        <translation>모델을 %1에 저장할 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No model is loaded.</source>
        <translation>불러온 모델이 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/model_info_view.h" line="+36"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
</context>
<context>
    <name>studio::ModelPicker</name>
    <message>
        <location filename="../app/studio/widgets/model_picker.cpp" line="+28"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model every view looks at: a bundled model or one you opened recently</source>
        <translation>모든 보기가 사용하는 모델: 기본 제공 모델 또는 최근에 연 모델</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Bundled models</source>
        <translation>기본 제공 모델</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Recent models</source>
        <translation>최근 모델</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>This model has no model card (README.md).</source>
        <translation>이 모델에는 모델 카드(README.md)가 없습니다.</translation>
    </message>
</context>
<context>
    <name>studio::NoamSchedulePanel</name>
    <message>
        <location filename="../app/studio/views/illustrations/noam_schedule_panel.cpp" line="+35"/>
        <source>Learning rate over training steps</source>
        <translation>학습 스텝에 따른 학습률</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>learning rate</source>
        <translation>학습률</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The steps the curves are drawn over</source>
        <translation>곡선을 그리는 스텝 범위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add curve</source>
        <translation>곡선 추가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove selected</source>
        <translation>선택 항목 제거</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;lr = d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;The rate grows linearly for the first &lt;i&gt;warmup&lt;/i&gt; steps, peaks at step = warmup with lr = (d&lt;sub&gt;model&lt;/sub&gt; · warmup)&lt;sup&gt;−0.5&lt;/sup&gt;, then decays with the inverse square root of the step (section 5.3; the paper used warmup = 4000).&lt;/p&gt;</source>
        <translation>&lt;p&gt;lr = d&lt;sub&gt;model&lt;/sub&gt;&lt;sup&gt;−0.5&lt;/sup&gt; · min(step&lt;sup&gt;−0.5&lt;/sup&gt;, step · warmup&lt;sup&gt;−1.5&lt;/sup&gt;)&lt;/p&gt;&lt;p&gt;학습률은 처음 &lt;i&gt;warmup&lt;/i&gt; 스텝 동안 선형으로 늘고, step = warmup에서 lr = (d&lt;sub&gt;model&lt;/sub&gt; · warmup)&lt;sup&gt;−0.5&lt;/sup&gt;로 최고점에 이른 뒤 스텝의 제곱근에 반비례해 줄어듭니다(5.3절. 논문은 warmup = 4000을 썼습니다).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warm-up steps:</source>
        <translation>워밍업 스텝:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps shown:</source>
        <translation>표시할 스텝:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>d_model = %1, warm-up = %2</source>
        <translation>d_model = %1, 워밍업 = %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1
    peak %2 at step %3</source>
        <translation>%1
    스텝 %3에서 최고 %2</translation>
    </message>
    <message>
        <location filename="../app/studio/views/illustrations/noam_schedule_panel.h" line="+25"/>
        <source>Learning-rate schedule</source>
        <translation>학습률 스케줄</translation>
    </message>
</context>
<context>
    <name>studio::PositionalEncodingView</name>
    <message>
        <location filename="../app/studio/views/pe_view.cpp" line="+73"/>
        <source>Encoding</source>
        <translation>인코딩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sinusoidal formula</source>
        <translation>사인파 공식</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The paper&apos;s fixed encoding (section 3.5): every dimension is a sinusoid of the position, with wavelengths forming a geometric progression from 2π to base·2π.</source>
        <translation>논문의 고정 인코딩(3.5절): 각 차원은 위치에 대한 사인파이며, 파장은 2π에서 base·2π까지 등비수열을 이룹니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This model&apos;s learned positions</source>
        <translation>이 모델이 학습한 위치</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+223"/>
        <source>Load a model trained with learned positional embeddings (Table 3, row E) to compare its position table with the sinusoids.</source>
        <translation>학습형 위치 임베딩(표 3, E행)으로 학습한 모델을 불러오면 그 위치 표를 사인파와 비교할 수 있습니다.</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Interleaved sin/cos (paper)</source>
        <translation>sin/cos 교차 배열(논문)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sin half, cos half (Marian)</source>
        <translation>앞 절반 sin, 뒤 절반 cos(Marian)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the sine and cosine of each frequency go. The paper interleaves them (even dimensions sin, odd cos); Marian/OPUS-MT models put all sines first and all cosines in the second half. Both carry the same information.</source>
        <translation>각 주파수의 사인과 코사인을 어디에 둘지 정합니다. 논문은 둘을 번갈아 놓고(짝수 차원 sin, 홀수 차원 cos), Marian/OPUS-MT 모델은 모든 사인을 앞 절반에, 모든 코사인을 뒤 절반에 둡니다. 두 방식이 담는 정보는 같습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>d_model: the width of the embeddings. The encoding has the same dimension so that the two can be summed (section 3.5). Dimension pair (2i, 2i+1) uses the frequency 1/base^(2i/d_model).</source>
        <translation>d_model: 임베딩의 너비입니다. 인코딩도 같은 차원이어서 둘을 더할 수 있습니다(3.5절). 차원 쌍 (2i, 2i+1)은 주파수 1/base^(2i/d_model)을 사용합니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many positions (0 … n−1) to draw.</source>
        <translation>그릴 위치의 개수(0 … n−1).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The base of the wavelengths (10000 in the paper): the longest wavelength is base·2π positions, far longer than any sentence, so no two positions get the same code.</source>
        <translation>파장의 밑(base, 논문에서는 10000): 가장 긴 파장은 base·2π 위치로 어떤 문장보다도 훨씬 길기 때문에 두 위치가 같은 코드를 받는 일이 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dimensions to draw as waves, separated by commas (at most %1). Low dimensions oscillate fast, high dimensions slowly: together they spell the position like the digits of a number.</source>
        <translation>파형으로 그릴 차원을 쉼표로 구분해 입력합니다(최대 %1개). 낮은 차원은 빠르게, 높은 차원은 느리게 진동하며, 함께 모여 숫자의 자릿수처럼 위치를 나타냅니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Layout:</source>
        <translation>레이아웃(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;d_model:</source>
        <translation>&amp;d_model:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Positions:</source>
        <translation>위치 수(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Base:</source>
        <translation>밑(&amp;B):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;imensions:</source>
        <translation>차원(&amp;I):</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Positional encoding waves</source>
        <translation>위치 인코딩 파형</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+178"/>
        <source>position (pos)</source>
        <translation>위치 (pos)</translation>
    </message>
    <message>
        <location line="-178"/>
        <source>PE(pos, dim)</source>
        <translation>PE(pos, dim)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each curve is one dimension of the encoding as a function of the position. Sine and cosine of the same frequency form a pair, so PE(pos+k) is a rotation of PE(pos): a linear function of it, which the paper hypothesised lets attention use relative positions.</source>
        <translation>각 곡선은 위치에 따른 인코딩의 한 차원입니다. 같은 주파수의 사인과 코사인이 한 쌍을 이루므로 PE(pos+k)는 PE(pos)의 회전, 즉 PE(pos)의 선형 함수입니다. 논문은 이 덕분에 어텐션이 상대 위치를 활용할 수 있으리라는 가설을 세웠습니다.</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PE value</source>
        <translation>PE 값</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>The whole encoding: one row per position, one column per dimension. The vector added to the embedding of a token at position pos is row pos. Fast stripes on the left, slow on the right.</source>
        <translation>전체 인코딩: 위치마다 한 행, 차원마다 한 열입니다. 위치 pos에 있는 토큰의 임베딩에 더해지는 벡터가 pos 행입니다. 왼쪽은 빠른 줄무늬, 오른쪽은 느린 줄무늬입니다.</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>PE(p)·PE(q)</source>
        <translation>PE(p)·PE(q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position p</source>
        <translation>위치 p</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>position q</source>
        <translation>위치 q</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Dot products PE(p)·PE(q). For the sinusoids they depend only on the distance p−q (a band along the diagonal) and fall off with it: nearby positions look alike, distant ones do not.</source>
        <translation>내적 PE(p)·PE(q). 사인파 인코딩에서는 거리 p−q에만 의존하며(대각선을 따르는 띠) 거리가 멀어질수록 작아집니다: 가까운 위치는 서로 비슷하고 먼 위치는 그렇지 않습니다.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Show the %1 × %2 position table this model learned (Table 3, row E), drawn like the formula.</source>
        <translation>이 모델이 학습한 %1 × %2 위치 표(표 3, E행)를 공식과 같은 방식으로 그려 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>dim %1 (learned)</source>
        <translation>차원 %1(학습됨)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dim %1 (%2, wavelength %3)</source>
        <translation>차원 %1(%2, 파장 %3)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;b&gt;Learned positions:&lt;/b&gt; row &lt;i&gt;pos&lt;/i&gt; of a learned %1 × %2 table is added to the embedding of the token at position &lt;i&gt;pos&lt;/i&gt;. The paper found this gives nearly identical results to the sinusoids (Table 3, row E) but cannot extrapolate to positions beyond the table.</source>
        <translation>&lt;b&gt;학습된 위치:&lt;/b&gt; 학습된 %1 × %2 표의 &lt;i&gt;pos&lt;/i&gt; 행이 위치 &lt;i&gt;pos&lt;/i&gt;에 있는 토큰의 임베딩에 더해집니다. 논문에 따르면 사인파와 거의 같은 결과를 내지만(표 3, E행) 표 범위를 넘는 위치로는 외삽할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source: %1</source>
        <translation>출처: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PE(&lt;i&gt;pos&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, %2/2 + &lt;i&gt;i&lt;/i&gt;) = cos(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; for 0 ≤ &lt;i&gt;i&lt;/i&gt; &lt; %2/2</source>
        <translation>PE(&lt;i&gt;pos&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, %2/2 + &lt;i&gt;i&lt;/i&gt;) = cos(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; (0 ≤ &lt;i&gt;i&lt;/i&gt; &lt; %2/2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1) = cos(&lt;i&gt;pos&lt;/i&gt; / %1)</source>
        <translation>PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;) = sin(&lt;i&gt;pos&lt;/i&gt; / %1) &amp;nbsp;&amp;nbsp; PE(&lt;i&gt;pos&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1) = cos(&lt;i&gt;pos&lt;/i&gt; / %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wavelengths grow geometrically from 2π ≈ 6.3 positions (dimensions 0 and 1) to %1·2π ≈ %2 positions (the last pair); see section 3.5.</source>
        <translation>파장은 2π ≈ 6.3 위치(차원 0과 1)에서 %1·2π ≈ %2 위치(마지막 쌍)까지 기하급수적으로 늘어납니다. 3.5절을 참고하세요.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Learned position embeddings, chosen dimensions</source>
        <translation>학습된 위치 임베딩, 선택한 차원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positional encoding waves, d_model = %1</source>
        <translation>위치 인코딩 파형, d_model = %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Learned position table (%1 × %2)</source>
        <translation>학습된 위치 표(%1 × %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PE matrix (%1 positions × %2 dimensions)</source>
        <translation>PE 행렬(위치 %1개 × 차원 %2개)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Position similarity PE(p)·PE(q)</source>
        <translation>위치 유사도 PE(p)·PE(q)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>There is no positional encoding to export.</source>
        <translation>내보낼 위치 인코딩이 없습니다.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/pe_view.h" line="+39"/>
        <source>Positional encoding</source>
        <translation>위치 인코딩</translation>
    </message>
</context>
<context>
    <name>studio::PresenterMode</name>
    <message>
        <location filename="../app/studio/shell/presenter_mode.cpp" line="+96"/>
        <source>Next step or view (clicker)</source>
        <translation>다음 단계 또는 보기 (클리커)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Previous step or view (clicker)</source>
        <translation>이전 단계 또는 보기 (클리커)</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Presenter mode</source>
        <translation>발표자 모드(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Full screen, large text and a high-contrast palette, for teaching on a projector</source>
        <translation>전체 화면, 큰 글씨, 높은 대비 색상: 프로젝터로 가르칠 때</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave presenter mode</source>
        <translation>발표자 모드 끝내기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Text size</source>
        <translation>글자 크기(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Next view</source>
        <translation>다음 보기(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;revious view</source>
        <translation>이전 보기(&amp;R)</translation>
    </message>
</context>
<context>
    <name>studio::ProbeView</name>
    <message>
        <location filename="../app/studio/views/probe_view.cpp" line="+47"/>
        <source>Words: pieces of an attended word summed, pieces of an attending word averaged, so every row sums to 1. Cross-attention is read at the decoding step that predicts the pronoun.</source>
        <translation>단어: 어텐션을 받는 단어의 조각은 합산하고 어텐션하는 단어의 조각은 평균하므로 각 행의 합은 1입니다. 크로스 어텐션은 대명사를 예측하는 디코딩 스텝에서 읽습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scoring item %1 of %2…</source>
        <translation>항목 %2개 중 %1번째 채점 중…</translation>
    </message>
    <message>
        <location line="+262"/>
        <source>Running the model…</source>
        <translation>모델 실행 중…</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Sentence</source>
        <translation>문장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation>배치</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source sentence (English)…</source>
        <translation>소스 문장(영어)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Candidate translations, one a line; the first is the one you expect to be right. Leave empty to swap the pronoun in the model&apos;s own translation.</source>
        <translation>후보 번역을 한 줄에 하나씩 입력합니다. 첫 번째가 정답으로 예상하는 번역입니다. 비워 두면 모델 자신의 번역에서 대명사를 바꿉니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each candidate is scored by forced decoding: log P(candidate | source), the sum of its tokens&apos; log P (end of sentence included).</source>
        <translation>각 후보는 강제 디코딩으로 채점합니다: log P(후보 | 소스), 즉 후보 토큰들의 log P 합(문장 끝 포함)입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The German pronoun in the first candidate that the generator swaps.</source>
        <translation>생성기가 바꿀, 첫 번째 후보의 독일어 대명사입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>case: automatic</source>
        <translation>격: 자동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nominative: er / sie / es</source>
        <translation>주격(1격): er / sie / es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accusative: ihn / sie / es</source>
        <translation>목적격(4격): ihn / sie / es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dative: ihm / ihr</source>
        <translation>여격(3격): ihm / ihr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic: ihn is accusative, ihm and ihr dative, er nominative; sie and es are nominative unless an accusative preposition (für, durch, gegen, ohne, um) comes right before them.</source>
        <translation>자동: ihn은 목적격(4격), ihm과 ihr는 여격(3격), er는 주격(1격)입니다. sie와 es는 바로 앞에 목적격 전치사(für, durch, gegen, ohne, um)가 오지 않으면 주격으로 봅니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the pronoun</source>
        <translation>대명사 바꾸기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the candidates with the first one&apos;s pronoun in every form of its case.</source>
        <translation>후보들을 첫 번째 후보의 대명사를 같은 격의 모든 형태로 바꾼 문장들로 대체합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whose forced decoding the attention maps below come from.</source>
        <translation>아래 어텐션 맵을 가져올 강제 디코딩의 후보입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source word whose encoder self-attention row is shown.</source>
        <translation>인코더 셀프 어텐션 행을 표시할 소스 단어입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+307"/>
        <source>Type a sentence, and candidates or none.</source>
        <translation>문장을 입력하고, 후보를 입력하거나 비워 두세요.</translation>
    </message>
    <message>
        <location line="-297"/>
        <source>Source:</source>
        <translation>소스:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidates:</source>
        <translation>후보:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pronoun:</source>
        <translation>대명사:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Attention of:</source>
        <translation>어텐션 출처:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source word:</source>
        <translation>소스 단어:</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>attention weight</source>
        <translation>어텐션 가중치</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Load items…</source>
        <translation>항목 불러오기…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tab-separated file: the source, the correct translation, then one or more wrong ones, one item a line. A line “# group: NAME” labels the items after it; other lines starting with # are comments.</source>
        <translation>탭으로 구분된 파일: 소스, 올바른 번역, 그리고 하나 이상의 틀린 번역을 한 줄에 항목 하나씩 적습니다. “# group: NAME” 줄은 그 뒤의 항목들에 그룹 이름을 붙이고, #으로 시작하는 다른 줄은 주석입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load the bundled example set</source>
        <translation>기본 제공 예제 세트 불러오기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>English it / he / she / they whose German pronoun follows the antecedent&apos;s grammatical gender, written by the Attention Studio team.</source>
        <translation>독일어 대명사가 선행사의 문법적 성을 따르는 영어 it / he / she / they 문장들로, Attention Studio 팀이 작성했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load the “it” families set</source>
        <translation>“it” 유형별 세트 불러오기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>English “it” grouped by the reasoning its German pronoun needs: a pleonastic “it” (es), one possible antecedent, two nouns where the meaning decides, and the same nouns trading places.</source>
        <translation>독일어 대명사를 고르는 데 필요한 추론에 따라 묶은 영어 “it”: 허사 “it”(es), 선행사 후보가 하나인 경우, 의미가 두 명사 중 하나를 정하는 경우, 같은 명사들이 자리를 바꾼 경우.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Load a file of contrastive items to score them all.</source>
        <translation>대조 항목 파일을 불러와 모두 채점합니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Right: the correct translation has the highest log P. Margin: its log P minus the best wrong one&apos;s (negative: the model prefers a wrong one).</source>
        <translation>정답: 올바른 번역의 log P가 가장 높습니다. 마진: 올바른 번역의 log P에서 가장 좋은 틀린 번역의 log P를 뺀 값(음수: 모델이 틀린 번역을 선호함).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Lowest margin first. Double-click or press Enter to open an item in the probe.</source>
        <translation>마진이 가장 낮은 항목부터 표시합니다. 더블클릭하거나 Enter 키를 누르면 항목을 프로브에서 엽니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load contrastive items</source>
        <translation>대조 항목 불러오기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrastive items (*.tsv *.txt);;All files (*)</source>
        <translation>대조 항목 (*.tsv *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>“%1” (word %2)</source>
        <translation>“%1”(단어 %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The first candidate has no German pronoun to swap.</source>
        <translation>첫 번째 후보에 바꿀 독일어 대명사가 없습니다.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 candidates scored in %2 ms.</source>
        <translation>후보 %1개를 %2 ms 만에 채점했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Generated from the model&apos;s own translation “%1”.</source>
        <translation>모델 자신의 번역 “%1”에서 생성했습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1. log P %2 · %3</source>
        <translation>%1. log P %2 · %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>candidate %1 (the model&apos;s own)</source>
        <translation>후보 %1(모델 자신의 번역)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <source>candidate %1</source>
        <translation>후보 %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Only one candidate: nothing to compare. Add a second one or swap the pronoun.</source>
        <translation>후보가 하나뿐이라 비교할 것이 없습니다. 두 번째 후보를 추가하거나 대명사를 바꾸세요.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>decoder layer · head</source>
        <translation>디코더 레이어 · 헤드</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+13"/>
        <source>source words</source>
        <translation>소스 단어</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Cross-attention at the step choosing “%1” (candidate %2)</source>
        <translation>“%1”을(를) 고르는 스텝의 크로스 어텐션(후보 %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cross-attention: no differing word or pronoun in candidate %1</source>
        <translation>크로스 어텐션: 후보 %1에 다른 단어나 대명사가 없습니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>encoder layer · head</source>
        <translation>인코더 레이어 · 헤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder self-attention from “%1”</source>
        <translation>“%1”에서 나가는 인코더 셀프 어텐션</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not read the items: %1</source>
        <translation>항목을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scoring %1 items from %2…</source>
        <translation>%2의 항목 %1개 채점 중…</translation>
    </message>
    <message>
        <location line="-401"/>
        <source>Group</source>
        <translation>그룹</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>정답</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location line="+306"/>
        <source>The model prefers &lt;b&gt;candidate %1&lt;/b&gt; “%2” (log P %3). Margin over the second best (candidate %4): &lt;b&gt;%5&lt;/b&gt;.</source>
        <translation>모델은 &lt;b&gt;후보 %1&lt;/b&gt; “%2”(log P %3)을(를) 선호합니다. 두 번째로 좋은 후보(후보 %4)와의 마진: &lt;b&gt;%5&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Candidate %1 is the model&apos;s own translation; %2 swap its pronoun. Its own minus the best swap: &lt;b&gt;%3&lt;/b&gt;, so %4 No candidate is marked as the right one: type the candidates, the right one first, to test whether the model is right.</source>
        <translation>후보 %1은(는) 모델 자신의 번역이고, %2은(는) 그 대명사를 바꾼 것입니다. 자신의 번역에서 가장 좋은 교체 후보를 뺀 값: &lt;b&gt;%3&lt;/b&gt;, 따라서 %4 정답으로 표시된 후보가 없습니다. 모델이 맞는지 시험하려면 정답을 맨 앞에 두고 후보들을 입력하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>candidates %1</source>
        <translation>후보 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model keeps its own choice.</source>
        <translation>모델은 자신의 선택을 유지합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a swap scores higher than what it said.</source>
        <translation>바꾼 후보가 모델이 말한 번역보다 점수가 높습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None of the candidates is the model&apos;s own translation, and none is marked as the right one.</source>
        <translation>후보 중 모델 자신의 번역은 없고, 정답으로 표시된 후보도 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Candidate 1 (the first line, the one you expect) minus the best other: &lt;b&gt;%1&lt;/b&gt;, so the expected one %2.</source>
        <translation>후보 1(첫 줄, 예상한 번역)에서 나머지 중 가장 좋은 후보를 뺀 값: &lt;b&gt;%1&lt;/b&gt;, 따라서 예상한 번역이 %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wins</source>
        <translation>이깁니다</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loses</source>
        <translation>집니다</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The bundled example set (contrast/%1) was not found.</source>
        <translation>기본 제공 예제 세트(contrast/%1)를 찾을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>All items</source>
        <translation>전체 항목</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cancelled after %1 of %2 items of %3; showing those.</source>
        <translation>%3의 항목 %2개 중 %1개까지 처리하고 취소했습니다. 그 항목들을 표시합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 items scored. Double-click an item to open it in the probe.</source>
        <translation>%1: 항목 %2개를 채점했습니다. 항목을 더블클릭하면 프로브에서 엽니다.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>There are no scored items to export yet: load a file of items first.</source>
        <translation>아직 내보낼 채점 항목이 없습니다. 먼저 항목 파일을 불러오세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to export yet: type a sentence first.</source>
        <translation>아직 내보낼 내용이 없습니다. 먼저 문장을 입력하세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is nothing to export yet: type a sentence or load a file of items first.</source>
        <translation>아직 내보낼 내용이 없습니다. 먼저 문장을 입력하거나 항목 파일을 불러오세요.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/probe_view.h" line="+48"/>
        <source>Probe</source>
        <translation>프로브</translation>
    </message>
    <message>
        <location filename="../app/studio/views/probe_view.cpp" line="-602"/>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attribution</source>
        <translation>기여도</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which source and target-prefix tokens the choice of the differing word depends on: gradient attribution, by default of log P(this word) − log P(the other candidate&apos;s word).</source>
        <translation>다른 단어의 선택이 어떤 원문 토큰과 목표 접두부 토큰에 달려 있는지: 기울기 기여도, 기본값은 log P(이 단어) − log P(다른 후보의 단어).</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>Score candidates that differ in a word (or hold a pronoun) to attribute the model&apos;s choice of it.</source>
        <translation>모델의 선택에 대한 기여도를 보려면 한 단어가 다른 (또는 대명사가 있는) 후보들을 채점하세요.</translation>
    </message>
</context>
<context>
    <name>studio::PruningCurveChart</name>
    <message>
        <location filename="../app/studio/widgets/pruning_curve_chart.cpp" line="+55"/>
        <source>Pruning curve: BLEU as heads are switched off</source>
        <translation>가지치기 곡선: 헤드를 끌수록 달라지는 BLEU</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>least important first</source>
        <translation>덜 중요한 것부터</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random order</source>
        <translation>무작위 순서</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>heads switched off (%)</source>
        <translation>끈 헤드 (%)</translation>
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
        <translation>%1 “%2” (위치 %3)
%4: %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
L2 norm over the embedding: %1</source>
        <translation>
임베딩에 대한 L2 노름: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
%1 % of the largest magnitude shown</source>
        <translation>
표시된 최대 크기의 %1 %</translation>
    </message>
</context>
<context>
    <name>studio::TrainingView</name>
    <message>
        <location filename="../app/studio/views/training/training_settings_form.cpp" line="+60"/>
        <source>✓ %1 training pairs</source>
        <translation>✓ 학습 쌍 %1개</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+606"/>
        <source>Give both validation files (source and target), or neither.</source>
        <translation>검증 파일은 소스와 타깃 둘 다 지정하거나 둘 다 비워 두세요.</translation>
    </message>
    <message>
        <location line="-647"/>
        <source>, %1 validation pairs</source>
        <translation>, 검증 쌍 %1개</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>✓ %1 training pairs from %2 file pairs</source>
        <translation>✓ 파일 쌍 %2개에서 학습 쌍 %1개</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Built-in toy task</source>
        <translation>내장 토이 과제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel corpus: source and target files</source>
        <translation>병렬 말뭉치: 소스 파일과 타깃 파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel corpus: one tab-separated file</source>
        <translation>병렬 말뭉치: 탭으로 구분된 파일 하나</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Toy tasks are generated on the fly and train in minutes; their correct attention is known exactly. A corpus is one sentence per line, line-aligned, plain text or gzip, UTF-8.</source>
        <translation>토이 과제는 즉석에서 생성되어 몇 분 안에 학습되며, 올바른 어텐션이 정확히 알려져 있습니다. 말뭉치는 한 줄에 한 문장씩 줄 단위로 정렬된 일반 텍스트 또는 gzip 파일(UTF-8)입니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reverse</source>
        <translation>역순</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sort</source>
        <translation>정렬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shift (s&lt;k&gt; → s&lt;k+1&gt;)</source>
        <translation>이동 (s&lt;k&gt; → s&lt;k+1&gt;)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copy and shift attend along the diagonal, reverse along the anti-diagonal, sort to wherever the next smallest symbol is.</source>
        <translation>복사와 이동은 대각선을 따라, 역순은 반대각선을 따라, 정렬은 다음으로 작은 기호가 있는 곳에 어텐션합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training pairs generated.</source>
        <translation>생성할 학습 쌍의 수.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symbols s0 … s(n−1).</source>
        <translation>기호 s0 … s(n−1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortest sentence, in symbols.</source>
        <translation>가장 짧은 문장의 길이(기호 수).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest sentence, in symbols.</source>
        <translation>가장 긴 문장의 길이(기호 수).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task:</source>
        <translation>과제:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairs:</source>
        <translation>쌍 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alphabet:</source>
        <translation>알파벳 크기:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>길이:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to</source>
        <translation>~</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. train.en</source>
        <translation>예: train.en</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. train.de</source>
        <translation>예: train.de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>소스:</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+87"/>
        <source>Choose the source file</source>
        <translation>소스 파일 선택</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Target:</source>
        <translation>타깃:</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+89"/>
        <source>Choose the target file</source>
        <translation>타깃 파일 선택</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>More pairs:</source>
        <translation>추가 쌍:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>source&lt;TAB&gt;target per line</source>
        <translation>한 줄에 소스&lt;TAB&gt;타깃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File:</source>
        <translation>파일:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the tab-separated file</source>
        <translation>탭으로 구분된 파일 선택</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>optional</source>
        <translation>선택 사항</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joint BPE vocabulary for source and target (SentencePiece). The paper used about 37000 shared pieces for English–German.</source>
        <translation>소스와 타깃이 공유하는 BPE 어휘(SentencePiece). 논문은 영어–독일어에 약 37000개의 공유 조각을 사용했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Validation source:</source>
        <translation>검증 소스:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the validation source file</source>
        <translation>검증 소스 파일 선택</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validation target:</source>
        <translation>검증 타깃:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the validation target file</source>
        <translation>검증 타깃 파일 선택</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary:</source>
        <translation>어휘:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>File pairs trained on together with the one above, as one corpus (the vocabulary is made from all of them).</source>
        <translation>위의 파일 쌍과 함께 하나의 말뭉치로 학습할 파일 쌍입니다(어휘는 이 모두에서 만듭니다).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add pair…</source>
        <translation>쌍 추가…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another source file and its target file.</source>
        <translation>다른 소스 파일과 그 타깃 파일을 선택합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add folder…</source>
        <translation>폴더 추가…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add every NAME.train.LANG pair of a folder (plain or .gz), e.g. the tatoeba, news and europarl sets that data/general advises training on together.</source>
        <translation>폴더의 모든 NAME.train.LANG 쌍(일반 텍스트 또는 .gz)을 추가합니다. 예: data/general에서 함께 학습하도록 권하는 tatoeba, news, europarl 세트.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected pair from the list.</source>
        <translation>선택한 쌍을 목록에서 제거합니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a folder of training sets</source>
        <translation>학습 세트 폴더 선택</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds no NAME.train.LANG files in two languages.</source>
        <translation>%1에 두 언어로 된 NAME.train.LANG 파일이 없습니다.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>toy — seconds per task</source>
        <translation>toy — 과제당 몇 초</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiny — 3 layers, d_model 256</source>
        <translation>tiny — 3개 레이어, d_model 256</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small — 4 layers, dropout 0.3</source>
        <translation>small — 4개 레이어, 드롭아웃 0.3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>base — the paper&apos;s base model</source>
        <translation>base — 논문의 base 모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A starting point; every field below can then be changed.</source>
        <translation>시작점입니다. 이후 아래의 모든 항목을 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N encoder layers (N = 6 in the paper).</source>
        <translation>인코더 레이어 수 N(논문에서는 N = 6).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N decoder layers (N = 6 in the paper).</source>
        <translation>디코더 레이어 수 N(논문에서는 N = 6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d_model: width of every sub-layer output and of the embeddings (512 in the paper). Must be divisible by the number of heads.</source>
        <translation>d_model: 모든 서브레이어 출력과 임베딩의 너비(논문에서는 512). 어텐션 헤드 수로 나누어떨어져야 합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>h parallel attention heads, each of width d_k = d_v = d_model / h (h = 8 in the paper).</source>
        <translation>병렬 어텐션 헤드 h개, 각 헤드의 너비는 d_k = d_v = d_model / h(논문에서는 h = 8).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>d_ff: inner width of the position-wise feed-forward network (2048 in the paper).</source>
        <translation>d_ff: 위치별 피드포워드 네트워크의 내부 너비(논문에서는 2048).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P_drop: dropout on every sub-layer output and on embeddings + positional encodings (section 5.4; 0.1 for the base model).</source>
        <translation>P_drop: 모든 서브레이어 출력과 임베딩 + 위치 인코딩에 적용하는 드롭아웃(5.4절, base 모델은 0.1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ε_ls (section 5.4): hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU. 0.1 in the paper.</source>
        <translation>ε_ls(5.4절): 모델이 덜 확신하도록 학습하므로 퍼플렉서티는 나빠지지만 정확도와 BLEU는 좋아집니다. 논문에서는 0.1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sinusoidal (paper)</source>
        <translation>사인파(논문)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sinusoidal, halves (Marian)</source>
        <translation>사인파, 절반 분할(Marian)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>learned (Table 3, row E)</source>
        <translation>학습형(표 3, E행)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How positions enter the model (section 3.5). Learned positions can be compared with the formula in the positional-encoding view.</source>
        <translation>위치 정보를 모델에 넣는 방식(3.5절). 학습된 위치는 위치 인코딩 뷰에서 공식과 비교할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>post-LN (paper)</source>
        <translation>post-LN(논문)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pre-LN (stabler when deep)</source>
        <translation>pre-LN(깊을 때 더 안정적)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LayerNorm(x + Sublayer(x)) as in the paper, or x + Sublayer(LayerNorm(x)).</source>
        <translation>논문과 같은 LayerNorm(x + Sublayer(x)) 또는 x + Sublayer(LayerNorm(x)).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset:</source>
        <translation>프리셋:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder layers:</source>
        <translation>인코더 레이어:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder layers:</source>
        <translation>디코더 레이어:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads:</source>
        <translation>어텐션 헤드:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d_ff:</source>
        <translation>d_ff:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropout:</source>
        <translation>드롭아웃:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label smoothing:</source>
        <translation>레이블 스무딩:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions:</source>
        <translation>위치:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalisation:</source>
        <translation>정규화:</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/studio/views/training_view.h" line="+40"/>
        <source>Training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warmup_steps (section 5.3): the learning rate rises linearly for this many steps, then decays with the inverse square root of the step. 4000 in the paper, whose runs were 100000 steps long. Auto: about 8% of the steps this run&apos;s budget allows.</source>
        <translation>warmup_steps (5.3절): 학습률이 이 단계 수만큼 선형으로 증가한 뒤 단계의 역제곱근으로 감소합니다. 논문은 100000 단계 학습에 4000을 사용했습니다. 자동: 이번 학습 예산이 허용하는 단계의 약 8%.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Multiplies the whole schedule: lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5). The paper&apos;s factor is 1. Auto: 1, lowered where a short warm-up would make the peak too high.</source>
        <translation>전체 스케줄에 곱하는 값: lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5). 논문의 factor는 1입니다. 자동: 1이며, 짧은 워밍업으로 최고 학습률이 너무 높아질 때는 낮춥니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Padded target tokens per batch. The paper&apos;s batches held about 25000 source and 25000 target tokens. Auto: 4096, smaller for a small corpus so that an epoch has enough updates.</source>
        <translation>배치당 패딩 포함 목표 토큰 수. 논문의 배치는 원문 약 25000개, 목표 약 25000개 토큰이었습니다. 자동: 4096이며, 작은 말뭉치에서는 한 에포크에 충분한 업데이트가 있도록 더 작게 합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop after this many steps (0: no step limit). The base model trained 100000 steps.</source>
        <translation>이 스텝 수 후에 멈춥니다(0: 스텝 제한 없음). base 모델은 100000 스텝 동안 학습했습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop after this many minutes (0: no time limit). At least one limit is needed.</source>
        <translation>이 시간(분)이 지나면 멈춥니다(0: 시간 제한 없음). 제한이 하나 이상 있어야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initialisation, data order and dropout.</source>
        <translation>초기화, 데이터 순서, 드롭아웃에 사용됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validation loss and BLEU every this many steps (0: only at the end).</source>
        <translation>이 스텝 수마다 검증 손실과 BLEU를 계산합니다(0: 마지막에만).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validation sentences translated (greedy) for BLEU; 0 skips BLEU.</source>
        <translation>BLEU 계산을 위해 (그리디로) 번역할 검증 문장 수. 0이면 BLEU를 건너뜁니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the model folder every this many steps, so that it can be inspected (and resumed) while training goes on.</source>
        <translation>이 스텝 수마다 모델 폴더를 저장하므로 학습이 진행되는 동안에도 모델을 분석(및 재개)할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One chart point per this many steps (the loss is averaged over them).</source>
        <translation>이 스텝 수마다 차트에 점을 하나 찍습니다(손실은 그 구간의 평균).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the attention of a fixed probe pair every this many steps, for “Heads specialising” (0: off).</source>
        <translation>“헤드의 전문화”를 위해 이 스텝 수마다 고정된 프로브 문장 쌍의 어텐션을 기록합니다(0: 끔).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Auto (bf16 on this CPU)</source>
        <translation>자동 (이 CPU에서는 bf16)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Auto (fp32 on this CPU)</source>
        <translation>자동 (이 CPU에서는 fp32)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bf16 mixed precision</source>
        <translation>bf16 혼합 정밀도</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bf16 mixed precision, as PyTorch&apos;s autocast: the large matrix products take bf16 inputs and accumulate in fp32; weights, the optimizer, layer norm, softmax and the loss stay fp32. Several times faster where the CPU has bf16 instructions (AVX512_BF16 or AMX), which Auto uses; elsewhere bf16 is emulated, slower than fp32. The GPU backend trains in fp32.</source>
        <translation>PyTorch의 autocast와 같은 bf16 혼합 정밀도: 큰 행렬 곱은 bf16 입력을 받아 fp32로 누적하고, 가중치·옵티마이저·레이어 정규화·softmax·손실은 fp32로 남습니다. CPU에 bf16 명령어(AVX512_BF16 또는 AMX)가 있으면 여러 배 빠르며 자동이 이를 사용합니다. 그 밖에서는 bf16을 에뮬레이션하므로 fp32보다 느립니다. GPU 백엔드는 fp32로 학습합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clip the gradient norm to this value (0: no clipping; the paper did not clip).</source>
        <translation>그래디언트 노름을 이 값으로 클리핑합니다(0: 클리핑 안 함, 논문은 클리핑하지 않았습니다).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm-up steps:</source>
        <translation>워밍업 스텝:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LR factor:</source>
        <translation>학습률 계수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch tokens:</source>
        <translation>배치 토큰 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max steps:</source>
        <translation>최대 스텝:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max minutes:</source>
        <translation>최대 시간(분):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>시드:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validate every:</source>
        <translation>검증 간격:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLEU sentences:</source>
        <translation>BLEU 문장 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint every:</source>
        <translation>체크포인트 간격:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart point every:</source>
        <translation>차트 점 간격:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention snapshot every:</source>
        <translation>어텐션 스냅샷 간격:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clip gradient norm:</source>
        <translation>그래디언트 노름 클리핑:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision:</source>
        <translation>정밀도:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Becomes a model folder: config.json, model.safetensors, tokenizer.model, checkpoints/, train_log.csv.</source>
        <translation>모델 폴더가 됩니다: config.json, model.safetensors, tokenizer.model, checkpoints/, train_log.csv.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the run saved in this folder</source>
        <translation>이 폴더에 저장된 실행 이어서 하기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resumes with the saved model, optimizer state, schedule and data position; the model settings above are then taken from the saved run, the data and limits from here.</source>
        <translation>저장된 모델, 옵티마이저 상태, 스케줄, 데이터 위치에서 재개합니다. 이때 위의 모델 설정은 저장된 실행에서 가져오고, 데이터와 제한은 여기 설정을 따릅니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Folder:</source>
        <translation>폴더:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the output folder</source>
        <translation>출력 폴더 선택</translation>
    </message>
    <message numerus="yes">
        <location line="+176"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 외 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="+49"/>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Build the model and train it on a background thread.</source>
        <translation>모델을 만들고 백그라운드 스레드에서 학습합니다.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/snapshot_scrubber.cpp" line="+84"/>
        <source>Click to jump to a step.</source>
        <translation>클릭하면 해당 스텝으로 이동합니다.</translation>
    </message>
    <message>
        <location line="+113"/>
        <location line="+38"/>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="-150"/>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+38"/>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>step %1 (%2/%3)</source>
        <translation>스텝 %1 (%2/%3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Attention snapshots appear here while a run trains (set “Attention snapshot every” before Start), or open a run folder that has them.</source>
        <translation>학습이 진행되는 동안 어텐션 스냅샷이 여기에 나타납니다(시작 전에 “어텐션 스냅샷 간격”을 설정하세요). 또는 스냅샷이 있는 실행 폴더를 여세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay the snapshots from the first step.</source>
        <translation>첫 스텝부터 스냅샷을 재생합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The training step whose attention is shown.</source>
        <translation>어텐션을 보여 줄 학습 스텝입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contact sheet…</source>
        <translation>컨택트 시트…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the chosen kind of attention over the run as one picture (PNG or SVG).</source>
        <translation>선택한 종류의 어텐션을 실행 전체에 걸쳐 한 장의 그림(PNG 또는 SVG)으로 저장합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation…</source>
        <translation>애니메이션…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the replay as an animated GIF (or numbered PNG frames).</source>
        <translation>재생을 애니메이션 GIF(또는 번호가 매겨진 PNG 프레임)로 저장합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the replay as numbered PNG frames.</source>
        <translation>재생을 번호가 매겨진 PNG 프레임으로 저장합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save contact sheet</source>
        <translation>컨택트 시트 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>PNG 이미지 (*.png);;SVG 벡터 이미지 (*.svg)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Animated GIF (*.gif);;PNG frames (*.png)</source>
        <translation>애니메이션 GIF (*.gif);;PNG 프레임 (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG frames (*.png)</source>
        <translation>PNG 프레임 (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save animation</source>
        <translation>애니메이션 저장</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="+2"/>
        <source>Resume</source>
        <translation>재개</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Stop after the current step; the model folder keeps everything trained so far.</source>
        <translation>현재 스텝이 끝나면 멈춥니다. 지금까지 학습한 내용은 모델 폴더에 모두 남습니다.</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Inspect this model</source>
        <translation>이 모델 분석</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the latest checkpoint in the other views (available after the first checkpoint; training goes on).</source>
        <translation>최신 체크포인트를 다른 뷰에서 엽니다(첫 체크포인트 이후 사용 가능, 학습은 계속됩니다).</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Pause after the current step; Resume continues exactly where it stopped.</source>
        <translation>현재 스텝이 끝나면 일시 정지합니다. 재개하면 멈춘 지점에서 정확히 이어집니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue the paused run.</source>
        <translation>일시 정지한 실행을 이어 갑니다.</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Ready. The planned learning-rate schedule is drawn below.</source>
        <translation>준비되었습니다. 계획된 학습률 스케줄이 아래에 표시됩니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <location line="+6"/>
        <location line="+3"/>
        <source>step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>cross-entropy (nats/token)</source>
        <translation>교차 엔트로피(nats/토큰)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training loss is label-smoothed (so it stays above the smoothing&apos;s entropy); validation loss is measured the same way on held-out pairs.</source>
        <translation>학습 손실은 레이블 스무딩이 적용된 값이므로 스무딩의 엔트로피보다 항상 큽니다. 검증 손실도 따로 떼어 둔 쌍에서 같은 방식으로 측정합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learning rate</source>
        <translation>학습률</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>learning rate</source>
        <translation>학습률</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5) (section 5.3): the dashed curve is planned, solid curves are what the runs used.</source>
        <translation>lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5)(5.3절): 점선은 계획된 값, 실선은 각 실행에서 실제로 사용한 값입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tokens per second</source>
        <translation>초당 토큰 수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Validation BLEU</source>
        <translation>검증 BLEU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>BLEU of greedy translations of the validation pairs (the paper reports beam search BLEU on newstest2014).</source>
        <translation>검증 쌍을 그리디 탐색으로 번역한 BLEU(논문은 newstest2014에서 빔 탐색 BLEU를 보고합니다).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Curves appear here when training starts.</source>
        <translation>학습이 시작되면 여기에 곡선이 나타납니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BLEU appears at the first validation.</source>
        <translation>첫 검증 때 BLEU가 나타납니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned</source>
        <translation>계획</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Curves</source>
        <translation>곡선</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Smoothing</source>
        <translation>평활화</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exponential moving average with its start-up bias removed, as in TensorBoard; the raw curve stays faint behind the smoothed one. 0 shows the points as they are.</source>
        <translation>TensorBoard와 같이 초기 편향을 없앤 지수 이동 평균입니다. 원래 곡선은 평활화한 곡선 뒤에 흐리게 남습니다. 0이면 점을 그대로 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Log scale</source>
        <translation>로그 눈금</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A logarithmic y axis for loss, learning rate and throughput.</source>
        <translation>손실, 학습률, 처리량에 로그 y축을 씁니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>X axis</source>
        <translation>X축</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training time</source>
        <translation>학습 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps, or the time since the run started with pauses left out.</source>
        <translation>스텝, 또는 실행이 시작된 뒤 일시 정지를 뺀 시간입니다.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Runs (tick to show)</source>
        <translation>실행(체크하면 표시)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every run of this session stays on the charts for comparison; untick to hide.</source>
        <translation>이 세션의 모든 실행은 비교를 위해 차트에 남습니다. 체크를 해제하면 숨겨집니다.</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>run %1 planned</source>
        <translation>실행 %1 계획</translation>
    </message>
    <message>
        <location line="-276"/>
        <source>Messages</source>
        <translation>메시지</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Open earlier run…</source>
        <translation>이전 실행 열기…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the curves of a run folder from an earlier session (runs in the app&apos;s runs folder are listed at start, unticked).</source>
        <translation>이전 세션의 실행 폴더에 있는 곡선을 보여 줍니다(앱의 실행 폴더에 있는 실행은 시작할 때 체크 해제된 채로 나열됩니다).</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Learning rate (peak %1 at step %2)</source>
        <translation>학습률(스텝 %2에서 최대 %1)</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+280"/>
        <source>Error: %1</source>
        <translation>오류: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_settings_form.cpp" line="-130"/>
        <source>Pairs are generated when training starts; validation uses 200 held-out pairs.</source>
        <translation>쌍은 학습이 시작될 때 생성되며, 검증에는 따로 떼어 둔 쌍 200개를 사용합니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+79"/>
        <source>Choose a source and a target file.</source>
        <translation>소스 파일과 타깃 파일을 선택하세요.</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+80"/>
        <source>Choose a tab-separated file.</source>
        <translation>탭으로 구분된 파일을 선택하세요.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Checking the files…</source>
        <translation>파일 확인 중…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Set a step limit or a time limit (or both).</source>
        <translation>스텝 제한이나 시간 제한(또는 둘 다)을 설정하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shortest toy sentence is longer than the longest.</source>
        <translation>가장 짧은 토이 문장의 길이가 가장 긴 문장보다 깁니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Model settings: %1</source>
        <translation>모델 설정: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose an output folder.</source>
        <translation>출력 폴더를 선택하세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds no training run to continue (no train_state.json).</source>
        <translation>%1에는 이어서 할 학습 실행이 없습니다(train_state.json 없음).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds a model. Choose another folder, or tick &quot;Continue the run saved in this folder&quot;.</source>
        <translation>%1에 이미 모델이 있습니다. 다른 폴더를 선택하거나 &quot;이 폴더에 저장된 실행 이어서 하기&quot;를 체크하세요.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+117"/>
        <source>Run %1: %2, %3+%4 layers, d_model %5</source>
        <translation>실행 %1: %2, %3+%4 레이어, d_model %5</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_dashboard.cpp" line="-72"/>
        <source>run %1</source>
        <translation>실행 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 train</source>
        <translation>%1 학습</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 validation</source>
        <translation>%1 검증</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 actual</source>
        <translation>%1 실제</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="+8"/>
        <source>starting</source>
        <translation>시작 중</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preparing…</source>
        <translation>준비 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Training started</source>
        <translation>학습이 시작되었습니다</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paused after step %1. Resume continues exactly where it stopped.</source>
        <translation>스텝 %1 후 일시 정지했습니다. 재개하면 멈춘 지점에서 정확히 이어집니다.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>paused</source>
        <translation>일시 정지됨</translation>
    </message>
    <message>
        <location line="-342"/>
        <source>Heads specialising</source>
        <translation>헤드의 전문화</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation export cancelled.</source>
        <translation>애니메이션 내보내기를 취소했습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Saved %n animation file(s): %1</source>
        <translation>
            <numerusform>애니메이션 파일 %n개를 저장했습니다: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Open a run folder</source>
        <translation>실행 폴더 열기</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Run %1: %2 (earlier session), %3+%4 layers, d_model %5</source>
        <translation>실행 %1: %2(이전 세션), %3+%4 레이어, d_model %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>saved, %1 steps</source>
        <translation>저장됨, %1 스텝</translation>
    </message>
    <message>
        <location line="+117"/>
        <location line="+25"/>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Resumed.</source>
        <translation>재개했습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopping: finishing the step, validating and writing the final checkpoint…</source>
        <translation>중지하는 중: 현재 스텝을 마치고 검증한 뒤 최종 체크포인트를 저장합니다…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Model: %1+%2 layers, d_model %3, %4 heads, d_ff %5, vocabulary %6, %7 M parameters, on %8.</source>
        <translation>모델: %1+%2 레이어, d_model %3, 어텐션 헤드 %4개, d_ff %5, 어휘 %6, 매개변수 %7 M, %8에서 실행.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Training on %1…</source>
        <translation>%1에서 학습 중…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Training in bf16 mixed precision (fp32 weights and optimizer)…</source>
        <translation>bf16 혼합 정밀도로 학습 중 (가중치와 옵티마이저는 fp32)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training in fp32…</source>
        <translation>fp32로 학습 중…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%p% · ETA %1</source>
        <translation>%p% · 남은 시간 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1 of %2</source>
        <translation>스텝 %1/%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>step %1</source>
        <translation>스텝 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · epoch %2 · loss %3 · %4 tokens/s · elapsed %5 · ETA %6</source>
        <translation>%1 · 에포크 %2 · 손실 %3 · %4 토큰/초 · 경과 %5 · 남은 시간 %6</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Validation at step %1: loss %2, perplexity %3, BLEU %4</source>
        <translation>스텝 %1 검증: 손실 %2, 퍼플렉서티 %3, BLEU %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Validation at step %1: loss %2, perplexity %3</source>
        <translation>스텝 %1 검증: 손실 %2, 퍼플렉서티 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checkpoint at step %1 written to %2</source>
        <translation>스텝 %1 체크포인트를 %2에 저장했습니다</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>diverged at step %1</source>
        <translation>스텝 %1에서 발산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training diverged.</source>
        <translation>학습이 발산했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training could not run.</source>
        <translation>학습을 실행할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped at step %1</source>
        <translation>스텝 %1에서 중지됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped at step %1. The model folder holds the final checkpoint: %2</source>
        <translation>스텝 %1에서 중지했습니다. 모델 폴더에 최종 체크포인트가 있습니다: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished, %1 steps</source>
        <translation>완료, %1 스텝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished %1 steps. Model: %2</source>
        <translation>%1 스텝을 완료했습니다. 모델: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_runs_export.cpp" line="+20"/>
        <source>No training curves yet: start a run first.</source>
        <translation>아직 학습 곡선이 없습니다. 먼저 실행을 시작하세요.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_settings_form.cpp" line="-254"/>
        <source>Auto (from the budget)</source>
        <translation>자동 (예산에서)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Auto (from the corpus)</source>
        <translation>자동 (말뭉치에서)</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training_view.cpp" line="-379"/>
        <source>auto, for about %1 steps; fixed once the first steps are timed</source>
        <translation>자동, 약 %1 단계 기준; 처음 몇 단계의 시간을 잰 뒤 확정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auto, for %1 steps</source>
        <translation>자동, %1 단계 기준</translation>
    </message>
    <message>
        <location line="+265"/>
        <source>for %1 steps</source>
        <translation>%1 단계 기준</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/saved_run_reader.cpp" line="+24"/>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is too large to be a training log.</source>
        <translation>%1은(는) 학습 로그라고 보기에는 너무 큽니다.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 holds no training log (%2): not a run folder, or the run wrote no checkpoint yet.</source>
        <translation>%1에 학습 로그(%2)가 없습니다. 실행 폴더가 아니거나 아직 체크포인트를 쓰지 않은 실행입니다.</translation>
    </message>
    <message>
        <location filename="../app/studio/viewmodels/snapshot_replay.cpp" line="+103"/>
        <source>Cannot replay the attention snapshots: %1</source>
        <translation>어텐션 스냅샷을 재생할 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/views/training/training_estimate.cpp" line="+56"/>
        <source>No estimate without a step or time limit.</source>
        <translation>스텝 제한이나 시간 제한이 없으면 추정할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Estimate: stops at the time limit, %1, after about %2 steps of %3 tokens</source>
        <translation>추정: 약 %2 스텝(스텝당 토큰 %3개) 뒤 시간 제한 %1에서 멈춤</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Estimate: about %1 for %2 steps of %3 tokens</source>
        <translation>추정: %2 스텝(스텝당 토큰 %3개)에 약 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (%1 epochs)</source>
        <translation> (%1 에포크)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, at %1 tokens/s as run %2 of the same model shape measured.</source>
        <translation>, 같은 모델 구조의 실행 %2에서 측정한 %1 토큰/초 기준.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, at about %1 tokens/s: a guess from the model&apos;s size (about %2 M weights, 6 FLOPs each per token at %3 GFLOP/s). A run measures the speed; the next estimate uses it.</source>
        <translation>, 약 %1 토큰/초 기준: 모델 크기로 어림한 값입니다(가중치 약 %2 M개, 토큰당 가중치마다 6 FLOP, %3 GFLOP/s). 실행하면 속도를 측정하고, 다음 추정에 그 값을 씁니다.</translation>
    </message>
</context>
<context>
    <name>studio::TrainingWorker</name>
    <message>
        <location filename="../app/studio/workers/training_worker.cpp" line="+124"/>
        <source>set them back to the run&apos;s, or start a new run with the new settings</source>
        <translation>실행의 원래 설정으로 되돌리거나, 새 설정으로 새 실행을 시작하세요</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Generating %1 pairs of the %2 task…</source>
        <translation>“%2” 과제의 쌍 %1개 생성 중…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reading %1 and %2…</source>
        <translation>%1, %2 읽는 중…</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Reading %1…</source>
        <translation>%1 읽는 중…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training data: %1 pairs, validation: %2 pairs.</source>
        <translation>학습 데이터: %1쌍, 검증: %2쌍.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training data: %1 pairs, no validation set.</source>
        <translation>학습 데이터: %1쌍, 검증 세트 없음.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Continuing the run in %1…</source>
        <translation>%1의 실행을 이어서 진행하는 중…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training a joint SentencePiece vocabulary of %1 pieces…</source>
        <translation>조각 %1개로 된 공유 SentencePiece 어휘 학습 중…</translation>
    </message>
</context>
<context>
    <name>studio::TranslateView</name>
    <message>
        <location filename="../app/studio/views/translate_view.cpp" line="+54"/>
        <source>Translating…</source>
        <translation>번역 중…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Input (toy-task symbols)</source>
        <translation>입력(토이 과제 기호)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toy-task input: %1</source>
        <translation>토이 과제 입력: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This model was trained on a toy task: it reads only its symbols, written s0, s1, … and separated by spaces (%1). Other words become &lt;unk&gt;.</source>
        <translation>이 모델은 토이 과제로 학습되었습니다: s0, s1, …로 쓰고 공백으로 구분한 자기 기호만 읽습니다(%1). 다른 단어는 &lt;unk&gt;가 됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+46"/>
        <source>Type or paste an English sentence…</source>
        <translation>영어 문장을 입력하거나 붙여 넣으세요…</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>The source sentence. It is split into subword pieces (BPE) and encoded once by the encoder stack; the translation updates as you type. The Attention view shares it.</source>
        <translation>원문 문장. 서브워드 조각(BPE)으로 나뉘어 인코더 스택이 한 번 인코딩하며, 입력하는 동안 번역이 갱신됩니다. 어텐션 보기와 공유합니다.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The source sentence. It is split into subword pieces (BPE) and encoded once by the encoder stack; the translation updates as you type.</source>
        <translation>소스 문장입니다. 서브워드 조각(BPE)으로 분할된 뒤 인코더 스택에서 한 번 인코딩되며, 입력하는 동안 번역이 갱신됩니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Greedy</source>
        <translation>그리디</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beam search</source>
        <translation>빔 탐색</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greedy picks the most probable next token at every step. Beam search keeps the k best partial translations (the paper used k = 4, α = 0.6).</source>
        <translation>그리디는 매 스텝 확률이 가장 높은 다음 토큰을 고릅니다. 빔 탐색은 가장 좋은 부분 번역 k개를 유지합니다(논문에서는 k = 4, α = 0.6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Beam size k: how many partial translations are kept at each step.</source>
        <translation>빔 크기 k: 각 스텝에서 유지하는 부분 번역의 수.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Length penalty α: scores are log P / ((5 + |Y|) / 6)^α, so larger α favours longer translations.</source>
        <translation>길이 페널티 α: 점수는 log P / ((5 + |Y|) / 6)^α이므로 α가 클수록 긴 번역이 유리합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many finished hypotheses of the beam to list.</source>
        <translation>목록에 표시할 빔의 완성된 가설 수.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decoding</source>
        <translation>디코딩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search:</source>
        <translation>탐색:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beam size:</source>
        <translation>빔 크기:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length penalty α:</source>
        <translation>길이 페널티 α:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N-best:</source>
        <translation>N-best:</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+332"/>
        <source>The best translation (German).</source>
        <translation>가장 좋은 번역(독일어).</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Translation</source>
        <translation>번역</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>log P</source>
        <translation>log P</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Encoder–decoder attention (§3.2.3): at every decoding step the decoder&apos;s query looks at all encoder outputs. Each row sums to 1. Click a row to see one step. Rows are labelled with the token produced at that step; the Attention view labels them with the decoder&apos;s input, one place earlier (&lt;s&gt; first).</source>
        <translation>인코더-디코더 어텐션(§3.2.3): 디코딩 단계마다 디코더의 쿼리가 인코더의 모든 출력을 봅니다. 각 행의 합은 1입니다. 행을 클릭하면 한 단계를 봅니다. 행에는 그 단계에서 만든 토큰이 붙습니다. 어텐션 보기는 디코더의 입력, 즉 한 자리 앞의 토큰을 붙입니다(&lt;s&gt;부터).</translation>
    </message>
    <message>
        <location line="-169"/>
        <location line="+121"/>
        <source>English</source>
        <translation>영어</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>German</source>
        <translation>독일어</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The n best hypotheses. Score is log P divided by the length penalty; log P is the model&apos;s log-probability of the whole translation. Marked: where a hypothesis differs from the best one. Choose one to see its alignment and steps.</source>
        <translation>n개의 최선 가설. 점수는 log P를 길이 페널티로 나눈 값이고, log P는 번역 전체에 대한 모델의 로그 확률입니다. 표시된 부분: 가설이 최선 가설과 다른 곳. 하나를 고르면 그 정렬과 단계를 봅니다.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Back to the model&apos;s own translation</source>
        <translation>모델 자신의 번역으로 돌아가기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N-best list</source>
        <translation>N-best 목록</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Decoder layer whose encoder–decoder attention is shown.</source>
        <translation>인코더–디코더 어텐션을 표시할 디코더 레이어.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One attention head, or the mean over all heads. Multi-head attention lets each head attend to different positions (§3.2.2).</source>
        <translation>어텐션 헤드 하나 또는 모든 헤드의 평균. 멀티 헤드 어텐션에서는 각 헤드가 서로 다른 위치에 어텐션할 수 있습니다(§3.2.2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cross attention, layer:</source>
        <translation>크로스 어텐션, 레이어:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head:</source>
        <translation>헤드:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>words</source>
        <translation>단어</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>target (token produced at this step)</source>
        <translation>타깃(이 스텝에서 생성된 토큰)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source (keys)</source>
        <translation>소스(키)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attention weight</source>
        <translation>어텐션 가중치</translation>
    </message>
    <message>
        <location line="+148"/>
        <location line="+278"/>
        <source>Click a row of the map to follow one decoding step.</source>
        <translation>맵의 행을 클릭하면 디코딩 스텝 하나를 따라가 볼 수 있습니다.</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>Previous decoding step</source>
        <translation>이전 디코딩 스텝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next decoding step</source>
        <translation>다음 디코딩 스텝</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step details</source>
        <translation>스텝 세부 정보</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide the step panel under the map: the most probable next tokens at the chosen step, where every head looks there, and forcing another token. In a small window it starts closed, so the map keeps the room.</source>
        <translation>맵 아래의 스텝 패널을 보이거나 숨깁니다. 패널에는 선택한 스텝에서 확률이 가장 높은 다음 토큰, 그 스텝에서 각 헤드가 보는 곳, 다른 토큰 강제하기가 있습니다. 작은 창에서는 맵이 공간을 차지하도록 닫힌 채로 시작합니다.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean over heads</source>
        <translation>헤드 평균</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head %1</source>
        <translation>헤드 %1</translation>
    </message>
    <message>
        <location line="+96"/>
        <source> The model&apos;s own: “%1” (log P %2).</source>
        <translation> 모델 자신의 번역: “%1”(log P %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;What if&lt;/b&gt; the model had said &lt;b&gt;%1&lt;/b&gt; at step %2? It continues: “%3” (log P %4).%5</source>
        <translation>&lt;b&gt;만약&lt;/b&gt; 모델이 스텝 %2에서 &lt;b&gt;%1&lt;/b&gt;(이)라고 말했다면? 이어지는 번역: “%3”(log P %4).%5</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hypothesis %1 of the n-best list (choose the first row for the best translation).</source>
        <translation>n-최선 목록의 가설 %1(최선 번역은 첫 행을 고르세요).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>beam search (k = %1, α = %2)</source>
        <translation>빔 탐색(k = %1, α = %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>greedy search</source>
        <translation>그리디 탐색</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hypothesis %1: its alignment and steps by forced decoding, %2 ms</source>
        <translation>가설 %1: 강제 디코딩으로 구한 정렬과 단계, %2 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ms · %2 · %3 backend (%4)</source>
        <translation>%1 ms · %2 · %3 백엔드(%4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hypothesis %1 of %2</source>
        <translation>%2의 가설 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a what-if</source>
        <translation>만약 시나리오</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Translated in %1 ms</source>
        <translation>%1 ms 만에 번역했습니다</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cross attention · layer %1 · mean of %2 heads</source>
        <translation>크로스 어텐션 · 레이어 %1 · 헤드 %2개 평균</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross attention · layer %1 · head %2</source>
        <translation>크로스 어텐션 · 레이어 %1 · 헤드 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: its query attends most to %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: 이 쿼리가 가장 많이 어텐션하는 대상은 %2입니다.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Nothing to export: translate a sentence first.</source>
        <translation>내보낼 내용이 없습니다. 먼저 문장을 번역하세요.</translation>
    </message>
    <message>
        <location filename="../app/studio/views/translate_view.h" line="+37"/>
        <source>Translate</source>
        <translation>번역</translation>
    </message>
    <message>
        <location filename="../app/studio/views/translate_view.cpp" line="-21"/>
        <source>Choose a step (a row of the map) to attribute its token.</source>
        <translation>기여도를 볼 단계(지도의 한 행)를 고르세요.</translation>
    </message>
    <message>
        <location line="-586"/>
        <source>&lt;b&gt;Note:&lt;/b&gt; the translation&apos;s text splits into other pieces than the ones shown, so this attribution is of the re-split text.</source>
        <translation>&lt;b&gt;참고:&lt;/b&gt; 번역 텍스트가 표시된 것과 다른 조각으로 나뉘므로, 이 기여도는 다시 나눈 텍스트의 것입니다.</translation>
    </message>
</context>
<context>
    <name>studio::WalkthroughMatrixPanel</name>
    <message>
        <location filename="../app/studio/views/walkthrough_matrix_panel.cpp" line="+143"/>
        <location line="+19"/>
        <source>columns %1–%2 of %3</source>
        <translation>열 %1–%2 / 전체 %3</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Colours: ±%1, the largest |value|.</source>
        <translation>색: ±%1 (가장 큰 |값|).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours clipped at ±%1, the 95th percentile of |value|: %2 values beyond it (up to %3) take the end colours.</source>
        <translation>색은 ±%1(|값|의 95번째 백분위수)에서 잘립니다: 그 너머의 값 %2개(최대 %3)는 양 끝 색으로 그려집니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>value (colours clipped)</source>
        <translation>값 (색 잘림)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>attention weight</source>
        <translation>어텐션 가중치</translation>
    </message>
</context>
<context>
    <name>studio::WalkthroughView</name>
    <message>
        <location filename="../app/studio/views/walkthrough_view.cpp" line="+36"/>
        <source>A sentence for the class</source>
        <translation>수업에서 쓸 문장</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>layer </source>
        <translation>레이어 </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>head </source>
        <translation>헤드 </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀ Previous</source>
        <translation>◀ 이전</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next ▶</source>
        <translation>다음 ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous step (Left arrow or Page Up)</source>
        <translation>이전 단계(왼쪽 화살표 또는 Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step (Right arrow or Page Down)</source>
        <translation>다음 단계(오른쪽 화살표 또는 Page Down)</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Tracing one forward pass…</source>
        <translation>순전파 한 번을 추적하는 중…</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Could not trace the sentence: %1</source>
        <translation>문장을 추적할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Walkthrough: %1 source and %2 target tokens</source>
        <translation>단계별 설명: 소스 토큰 %1개, 타깃 토큰 %2개</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Type a sentence: the walkthrough follows it through the loaded model.</source>
        <translation>문장을 입력하세요. 단계별 설명이 불러온 모델 안에서 그 문장을 따라갑니다.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Shape: %1</source>
        <translation>모양: %1</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Nothing to export yet: type a sentence first.</source>
        <translation>아직 내보낼 내용이 없습니다. 먼저 문장을 입력하세요.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>matrix</source>
        <translation>행렬</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>row</source>
        <translation>행</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>column</source>
        <translation>열</translation>
    </message>
    <message>
        <location filename="../app/studio/views/walkthrough_view.h" line="+38"/>
        <source>Walkthrough</source>
        <translation>단계별 설명</translation>
    </message>
</context>
</TS>
