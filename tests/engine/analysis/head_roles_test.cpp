// Head roles against hand-computed maps: positional, uniform, delimiter and rare-word heads, the JS distance
// and the average-linkage order.
#include "attention/head_roles.h"

#include <gtest/gtest.h>

#include <cmath>

#include "attention/error.h"

namespace attn {
namespace {

// One layer of one head per kind; the encoder map is `encoder` (S x S), the decoder's are uniform over the
// visible prefix and the cross map uniform.
AttentionMaps one_head_maps(int S, int T, std::vector<float> encoder) {
  AttentionMaps m;
  m.heads = 1;
  m.source_length = S;
  m.target_length = T;
  m.encoder_self = {std::move(encoder)};
  std::vector<float> decoder(std::size_t(T * T), 0.0f);
  for (int q = 0; q < T; ++q)
    for (int k = 0; k <= q; ++k) decoder[std::size_t(q * T + k)] = 1.0f / float(q + 1);
  m.decoder_self = {decoder};
  m.cross = {std::vector<float>(std::size_t(T * S), 1.0f / float(S))};
  return m;
}

TokenFacts plain_facts(int n) {
  TokenFacts f;
  for (int i = 0; i < n; ++i) {
    f.frequency.push_back(100.0 - i);  // the last token is the rarest
    f.special.push_back(false);
    f.delimiter.push_back(false);
  }
  return f;
}

TEST(HeadRoles, PreviousTokenHeadIsPositionalMinusOneWithShareOne) {
  const int S = 4;
  std::vector<float> map(S * S, 0.0f);
  map[0] = 1;  // the first token has no previous token: it looks at itself
  for (int q = 1; q < S; ++q) map[std::size_t(q * S + q - 1)] = 1;
  HeadRoleAccumulator acc(1, 1, 1);
  acc.add(one_head_maps(S, 3, map), plain_facts(S), plain_facts(3));
  const HeadRoles roles = acc.finish();
  const HeadRole& r = roles.role(AttentionKind::kEncoderSelf, 0, 0);
  ASSERT_TRUE(r.previous_share && r.next_share);
  EXPECT_DOUBLE_EQ(*r.previous_share, 1.0);
  EXPECT_DOUBLE_EQ(*r.next_share, 0.0);
  EXPECT_DOUBLE_EQ(r.confidence, 1.0);
  EXPECT_NEAR(r.entropy, 0.0, 1e-12);
  ASSERT_FALSE(r.badges.empty());
  EXPECT_EQ(r.badges.front(), RoleBadge::kPositionalPrevious);
  EXPECT_STREQ(role_badge_name(r.badges.front()), "positional-1");
  // Cross-attention has no offsets; the causal decoder has no +1.
  EXPECT_FALSE(roles.role(AttentionKind::kCross, 0, 0).previous_share);
  EXPECT_FALSE(roles.role(AttentionKind::kDecoderSelf, 0, 0).next_share);
}

TEST(HeadRoles, UniformMapHasEntropyLogNAndConfidenceOneOverN) {
  const int S = 5;
  HeadRoleAccumulator acc(1, 1, 1);
  acc.add(one_head_maps(S, 2, std::vector<float>(S * S, 1.0f / S)), plain_facts(S), plain_facts(2));
  const HeadRole& r = acc.finish().role(AttentionKind::kEncoderSelf, 0, 0);
  EXPECT_NEAR(r.entropy, std::log(5.0), 1e-6);
  EXPECT_NEAR(r.confidence, 0.2, 1e-7);
  EXPECT_TRUE(r.badges.empty());
  // The cross map is uniform over S keys too.
  HeadRoleAccumulator acc2(1, 1, 1);
  acc2.add(one_head_maps(S, 2, std::vector<float>(S * S, 1.0f / S)), plain_facts(S), plain_facts(2));
  EXPECT_NEAR(acc2.finish().role(AttentionKind::kCross, 0, 0).entropy, std::log(5.0), 1e-6);
}

TEST(HeadRoles, DelimiterShareOnAHandMap) {
  // Keys: "▁Hello" "," "▁world" "</s>"; delimiters are "," and "</s>".
  const std::vector<std::string> pieces = {"\xE2\x96\x81Hello", ",", "\xE2\x96\x81world", "</s>"};
  const TokenFacts source = token_facts(pieces, {10, 11, 12, 3}, std::vector<double>(20, 1.0));
  EXPECT_EQ(source.delimiter, (std::vector<bool>{false, true, false, true}));
  EXPECT_EQ(source.special, (std::vector<bool>{false, false, false, true}));
  const std::vector<float> map = {0.5f,  0.2f,  0.1f,  0.2f,    // 0.4 on delimiters
                                  0.1f,  0.1f,  0.7f,  0.1f,    // 0.2
                                  0.0f,  0.5f,  0.0f,  0.5f,    // 1.0
                                  0.25f, 0.25f, 0.25f, 0.25f};  // 0.5
  HeadRoleAccumulator acc(1, 1, 1);
  acc.add(one_head_maps(4, 2, map), source, plain_facts(2));
  const HeadRole& r = acc.finish().role(AttentionKind::kEncoderSelf, 0, 0);
  EXPECT_NEAR(r.delimiter_share, (0.4 + 0.2 + 1.0 + 0.5) / 4, 1e-6);
  EXPECT_NEAR(r.confidence, (0.5 + 0.7 + 0.5 + 0.25) / 4, 1e-6);
  // The cross map (uniform over four keys, two of them delimiters) gives a half to delimiters.
  HeadRoleAccumulator acc2(1, 1, 1);
  acc2.add(one_head_maps(4, 2, map), source, plain_facts(2));
  EXPECT_NEAR(acc2.finish().role(AttentionKind::kCross, 0, 0).delimiter_share, 0.5, 1e-6);
}

TEST(HeadRoles, DelimiterPieces) {
  EXPECT_TRUE(is_delimiter_piece("</s>"));
  EXPECT_TRUE(is_delimiter_piece("<s>"));
  EXPECT_TRUE(is_delimiter_piece("\xE2\x96\x81,"));
  EXPECT_TRUE(is_delimiter_piece("?!"));
  EXPECT_TRUE(is_delimiter_piece("\xE2\x80\x9E"));   // „
  EXPECT_FALSE(is_delimiter_piece("\xE2\x96\x81"));  // a bare word marker
  EXPECT_FALSE(is_delimiter_piece("\xE2\x96\x81Hund"));
  EXPECT_FALSE(is_delimiter_piece("3.5"));
}

TEST(HeadRoles, RareWordShareCountsTheLeastFrequentVisibleToken) {
  // Keys: frequencies 50, 2, 30 and </s> (special, never the rare word, though it has the lowest count).
  TokenFacts source;
  source.frequency = {50, 2, 30, 0};
  source.special = {false, false, false, true};
  source.delimiter = {false, false, false, true};
  // Rows 0, 1, 3 look at key 1 (the rare token); row 2 at key 0.
  const std::vector<float> map = {0.1f, 0.8f, 0.1f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f,
                                  0.9f, 0.1f, 0.0f, 0.0f, 0.2f, 0.6f, 0.0f, 0.2f};
  HeadRoleAccumulator acc(1, 1, 1);
  acc.add(one_head_maps(4, 3, map), source, plain_facts(3));
  const HeadRoles roles = acc.finish();
  EXPECT_NEAR(*roles.role(AttentionKind::kEncoderSelf, 0, 0).rare_word_share, 0.75, 1e-12);
  // Decoder: keys <s> (special) then frequencies 9, 1; the rarest visible token is key 1 for query 1 and
  // key 2 for query 2; query 0 sees only <s> and does not count. The decoder map is uniform over the
  // prefix, so its first maximum is key 0 (<s>) for every row: share 0 of 2 queries.
  TokenFacts target;
  target.frequency = {0, 9, 1};
  target.special = {true, false, false};
  target.delimiter = {true, false, false};
  HeadRoleAccumulator acc2(1, 1, 1);
  acc2.add(one_head_maps(4, 3, map), source, target);
  EXPECT_NEAR(*acc2.finish().role(AttentionKind::kDecoderSelf, 0, 0).rare_word_share, 0.0, 1e-12);
}

TEST(HeadRoles, JensenShannonDistance) {
  const std::vector<float> a = {0.2f, 0.3f, 0.5f};
  EXPECT_NEAR(js_distance(a, a), 0.0, 1e-9);
  const std::vector<float> left = {1, 0}, right = {0, 1};
  // Natural logarithm: disjoint one-hot rows are sqrt(ln 2) apart (1 with log base 2).
  EXPECT_NEAR(js_distance(left, right), std::sqrt(std::log(2.0)), 1e-12);
  // By hand: p = (1, 0), q = (1/2, 1/2), m = (3/4, 1/4):
  // JSD = 1/2 ln(4/3) + 1/2 (1/2 ln(2/3) + 1/2 ln 2).
  const std::vector<float> half = {0.5f, 0.5f};
  const double jsd = 0.5 * std::log(4.0 / 3.0) + 0.25 * std::log(2.0 / 3.0) + 0.25 * std::log(2.0);
  EXPECT_NEAR(js_distance(left, half), std::sqrt(jsd), 1e-7);
}

TEST(HeadRoles, SimilarityOfIdenticalAndDisjointHeads) {
  // Two encoder heads, S = 2: head 0 looks at key 0, head 1 at key 1 (disjoint), so sqrt(ln 2) apart.
  AttentionMaps m = one_head_maps(2, 1, {});
  m.heads = 2;
  m.encoder_self = {{1, 0, 1, 0, 0, 1, 0, 1}};
  m.decoder_self = {{1, 1}};
  m.cross = {{0.5f, 0.5f, 0.5f, 0.5f}};  // two identical heads
  HeadRoleAccumulator acc(2, 1, 1);
  acc.add(m, plain_facts(2), plain_facts(1));
  acc.add(m, plain_facts(2), plain_facts(1));
  const HeadRoles roles = acc.finish();
  const HeadSimilarity& enc = roles.similarity[int(AttentionKind::kEncoderSelf)];
  ASSERT_EQ(enc.heads.size(), 2u);
  EXPECT_NEAR(enc.distance[1], std::sqrt(std::log(2.0)), 1e-9);
  EXPECT_NEAR(enc.distance[2], std::sqrt(std::log(2.0)), 1e-9);
  EXPECT_DOUBLE_EQ(enc.distance[0], 0.0);
  EXPECT_EQ(enc.clusters.size(), 2u);
  const HeadSimilarity& cross = roles.similarity[int(AttentionKind::kCross)];
  EXPECT_NEAR(cross.distance[1], 0.0, 1e-12);
  EXPECT_EQ(cross.clusters.size(), 1u);
}

TEST(HeadRoles, AverageLinkagePutsSimilarHeadsSideBySide) {
  // Heads 0 and 2 are close, 1 and 3 are close, the pairs far apart.
  const std::vector<double> d = {0.0, 0.7,  0.1,  0.8,   //
                                 0.7, 0.0,  0.75, 0.05,  //
                                 0.1, 0.75, 0.0,  0.7,   //
                                 0.8, 0.05, 0.7,  0.0};
  const LinkageResult r = average_linkage(d, 4, 0.25);
  ASSERT_EQ(r.order.size(), 4u);
  // Whatever the order, each pair is adjacent.
  auto adjacent = [&](int a, int b) {
    for (std::size_t i = 0; i + 1 < r.order.size(); ++i)
      if ((r.order[i] == a && r.order[i + 1] == b) || (r.order[i] == b && r.order[i + 1] == a)) return true;
    return false;
  };
  EXPECT_TRUE(adjacent(0, 2));
  EXPECT_TRUE(adjacent(1, 3));
  ASSERT_EQ(r.clusters.size(), 2u);
  EXPECT_EQ(r.clusters[0].size(), 2u);
  EXPECT_EQ(r.clusters[1].size(), 2u);
  // A threshold above every distance leaves one cluster.
  EXPECT_EQ(average_linkage(d, 4, 1.0).clusters.size(), 1u);
}

TEST(HeadRoles, ShapeMismatchIsAnError) {
  HeadRoleAccumulator acc(1, 2, 1);  // expects two encoder layers
  EXPECT_THROW(acc.add(one_head_maps(2, 2, {1, 0, 0, 1}), plain_facts(2), plain_facts(2)), Error);
}

TEST(HeadRoles, EveryBadgeHasADefinitionWithItsThreshold) {
  const RoleThresholds t;
  EXPECT_NE(role_badge_definition(RoleBadge::kPositionalPrevious, t).find("90 %"), std::string::npos);
  for (RoleBadge b : {RoleBadge::kPositionalPrevious, RoleBadge::kPositionalNext, RoleBadge::kRareWord,
                      RoleBadge::kDelimiter, RoleBadge::kConfident})
    EXPECT_EQ(role_badge_definition(b, t).rfind(role_badge_name(b), 0), 0u);
}

}  // namespace
}  // namespace attn
