#include "viewmodels/attention_math.h"

#include <algorithm>
#include <bit>
#include <cstdint>

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

const float* headWeights(const attn::AttentionMaps& maps, AttentionKind kind, int layer, int head) {
  const AttentionShape s = shapeOf(maps, kind);
  const auto& all = mapsOf(maps, kind);
  const std::size_t n = static_cast<std::size_t>(s.queries) * static_cast<std::size_t>(s.keys);
  if (layer < 0 || layer >= s.layers || head < 0 || head >= s.heads ||
      all[static_cast<std::size_t>(layer)].size() < n * s.heads)
    return nullptr;
  return all[static_cast<std::size_t>(layer)].data() + n * static_cast<std::size_t>(head);
}

std::vector<float> headMatrix(const attn::AttentionMaps& maps, AttentionKind kind, int layer, int head) {
  const AttentionShape s = shapeOf(maps, kind);
  const auto& all = mapsOf(maps, kind);
  const std::size_t n = static_cast<std::size_t>(s.queries) * static_cast<std::size_t>(s.keys);
  if (const float* one = headWeights(maps, kind, layer, head)) return std::vector<float>(one, one + n);
  std::vector<float> out(n, 0.0f);
  if (layer < 0 || layer >= s.layers || s.heads == 0 ||
      all[static_cast<std::size_t>(layer)].size() < n * s.heads)
    return out;
  const float* data = all[static_cast<std::size_t>(layer)].data();
  for (int h = 0; h < s.heads; ++h)
    for (std::size_t i = 0; i < n; ++i) out[i] += data[n * static_cast<std::size_t>(h) + i];
  for (float& v : out) v /= static_cast<float>(s.heads);
  return out;
}

namespace {

// ln a for a > 0 from the float's exponent and a short series, instead of a call to logf, so that a row's
// loop runs four weights at a time. Relative error below 3e-7 (the grid prints two decimals). Finite for
// any bits (zero, negative, NaN), so callers multiply by zero there instead of branching.
inline float lnPositive(float a) {
  // a = 2^exponent · mantissa with the mantissa in [√½, √2), in integer arithmetic (as musl's logf).
  const std::uint32_t bits = std::bit_cast<std::uint32_t>(a) + (0x3f800000u - 0x3f3504f3u);
  const float exponent = float(std::int32_t(bits >> 23) - 127);
  const float mantissa = std::bit_cast<float>((bits & 0x007fffffu) + 0x3f3504f3u);
  // ln m = 2 atanh t with t = (m − 1) / (m + 1), |t| < 0.172: five terms of the series suffice.
  const float t = (mantissa - 1.0f) / (mantissa + 1.0f), t2 = t * t;
  const float series = 1.0f + t2 * (1.0f / 3 + t2 * (1.0f / 5 + t2 * (1.0f / 7 + t2 * (1.0f / 9))));
  return exponent * 0.693147181f + 2.0f * t * series;
}

}  // namespace

HeadStats headStats(const float* matrix, int queries, int keys) {
  HeadStats st;
  if (queries <= 0 || keys <= 0) return st;
  for (int q = 0; q < queries; ++q) {
    // A row in single precision (the grid prints two decimals), the sums over rows in double.
    float entropy = 0, peak = 0, offset = 0;
    const float* row = matrix + static_cast<std::size_t>(q) * keys;
#pragma omp simd reduction(+ : entropy, offset) reduction(max : peak)
    for (int k = 0; k < keys; ++k) {
      const float a = row[k];
      // Zero weights add nothing, as a·ln a → 0 (NaN too, as before).
      entropy -= (a > 0 ? a : 0.0f) * lnPositive(a);
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

HeadStats headStats(const std::vector<float>& matrix, int queries, int keys) {
  if (matrix.size() < static_cast<std::size_t>(queries) * static_cast<std::size_t>(std::max(keys, 0)))
    return {};
  return headStats(matrix.data(), queries, keys);
}

QString attentionKindKey(AttentionKind kind) {
  const std::string_view key = attn::attention_kind_key(kind);
  return QString::fromLatin1(key.data(), qsizetype(key.size()));
}

QString attentionKindShort(AttentionKind kind) {
  const std::string_view name = attn::attention_kind_short(kind);
  return QString::fromLatin1(name.data(), qsizetype(name.size()));
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
