#include "views/attention_math.h"

#include <cmath>

namespace studio {

const std::vector<std::vector<float>>& mapsOf(const attn::AttentionMaps& maps, AttentionKind kind) {
  switch (kind) {
    case AttentionKind::kEncoderSelf:
      return maps.encoder_self;
    case AttentionKind::kDecoderSelf:
      return maps.decoder_self;
    case AttentionKind::kCross:
      break;
  }
  return maps.cross;
}

AttentionShape shapeOf(const attn::AttentionMaps& maps, AttentionKind kind) {
  AttentionShape s;
  s.layers = static_cast<int>(mapsOf(maps, kind).size());
  s.heads = maps.heads;
  s.queries = kind == AttentionKind::kEncoderSelf ? maps.source_length : maps.target_length;
  s.keys = kind == AttentionKind::kDecoderSelf ? maps.target_length : maps.source_length;
  return s;
}

std::vector<float> headMatrix(const attn::AttentionMaps& maps, AttentionKind kind, int layer, int head) {
  const AttentionShape s = shapeOf(maps, kind);
  const auto& all = mapsOf(maps, kind);
  const std::size_t n = static_cast<std::size_t>(s.queries) * static_cast<std::size_t>(s.keys);
  std::vector<float> out(n, 0.0f);
  if (layer < 0 || layer >= s.layers || s.heads == 0 ||
      all[static_cast<std::size_t>(layer)].size() < n * s.heads)
    return out;
  const float* data = all[static_cast<std::size_t>(layer)].data();
  if (head >= 0 && head < s.heads) {
    std::copy(data + n * static_cast<std::size_t>(head), data + n * static_cast<std::size_t>(head + 1),
              out.begin());
    return out;
  }
  for (int h = 0; h < s.heads; ++h)
    for (std::size_t i = 0; i < n; ++i) out[i] += data[n * static_cast<std::size_t>(h) + i];
  for (float& v : out) v /= static_cast<float>(s.heads);
  return out;
}

HeadStats headStats(const std::vector<float>& matrix, int queries, int keys) {
  HeadStats st;
  if (queries <= 0 || keys <= 0) return st;
  for (int q = 0; q < queries; ++q) {
    // A row in single precision (logf is twice as fast as log; the grid prints two decimals), the sums over
    // rows in double.
    float entropy = 0, peak = 0, offset = 0;
    const float* row = matrix.data() + static_cast<std::size_t>(q) * keys;
    for (int k = 0; k < keys; ++k) {
      const float a = row[k];
      if (a > 0) entropy -= a * std::log(a);
      peak = std::max(peak, a);
      offset += a * float(k - q);
    }
    st.entropy += entropy;
    st.max_weight += peak;
    st.mean_offset += offset;
  }
  st.entropy /= queries;
  st.max_weight /= queries;
  st.mean_offset /= queries;
  return st;
}

QStringList displayPieces(const std::vector<std::string>& pieces) {
  QStringList out;
  out.reserve(static_cast<qsizetype>(pieces.size()));
  for (const std::string& p : pieces) {
    const QString s = QString::fromStdString(p);
    out << (s.isEmpty() ? QStringLiteral("∅") : s);
  }
  return out;
}

}  // namespace studio
