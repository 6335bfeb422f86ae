// Pieces grouped into words, and attention merged to words: sum over an attended word's pieces, mean over an
// attending word's pieces; checked against hand computations.
#include "attention/words.h"

#include <gtest/gtest.h>

#include <numeric>

#include "attention/error.h"

namespace attn {
namespace {

TEST(Words, PiecesAreGroupedAtWordMarkersAndSpecialPiecesStandAlone) {
  const WordSpans w = group_pieces_into_words({"<s>", "▁The", "▁an", "imal", "▁street", ".", "</s>"});
  EXPECT_EQ(w.words, (std::vector<std::string>{"<s>", "The", "animal", "street.", "</s>"}));
  EXPECT_EQ(w.first_piece, (std::vector<int>{0, 1, 2, 4, 6}));
  EXPECT_EQ(w.word_of_piece, (std::vector<int>{0, 1, 2, 2, 3, 3, 4}));
  EXPECT_EQ(w.pieces_in(2), 2);
  EXPECT_EQ(w.pieces_in(4), 1);
}

TEST(Words, APieceWithoutMarkerAtTheStartBeginsAWord) {
  // After a special piece, and at the very start, an unmarked piece still begins a word.
  const WordSpans w = group_pieces_into_words({"ab", "c", "</s>", "d"});
  EXPECT_EQ(w.words, (std::vector<std::string>{"abc", "</s>", "d"}));
}

TEST(Words, MergingSumsAttendedPiecesAndAveragesAttendingPieces) {
  // Queries: "▁it" | "▁ani" "mal" (2 words from 3 pieces). Keys: "▁ani" "mal" | "▁it" (2 words).
  const WordSpans rows = group_pieces_into_words({"▁it", "▁ani", "mal"});
  const WordSpans cols = group_pieces_into_words({"▁ani", "mal", "▁it"});
  const std::vector<float> map = {
      0.5f, 0.3f, 0.2f,  // it
      0.1f, 0.1f, 0.8f,  // ani
      0.6f, 0.2f, 0.2f,  // mal
  };
  const auto merged = merge_map_to_words(map, rows, cols);
  ASSERT_EQ(merged.size(), 4u);
  // Row "it": animal = 0.5 + 0.3, it = 0.2.
  EXPECT_FLOAT_EQ(merged[0], 0.8f);
  EXPECT_FLOAT_EQ(merged[1], 0.2f);
  // Row "animal": the mean of rows ani and mal: animal = ((0.1 + 0.1) + (0.6 + 0.2)) / 2 = 0.5,
  // it = (0.8 + 0.2) / 2 = 0.5.
  EXPECT_FLOAT_EQ(merged[2], 0.5f);
  EXPECT_FLOAT_EQ(merged[3], 0.5f);
}

TEST(Words, EveryMergedRowStillSumsToOne) {
  const std::vector<std::string> src = {"▁The", "▁an", "im", "al", "▁didn", "'", "t", "▁cross", ".", "</s>"};
  const std::vector<std::string> tgt = {"<s>", "▁Das", "▁Tier", "▁hat", "▁die", "▁Straße", "▁nicht"};
  const int S = int(src.size()), T = int(tgt.size()), H = 2;
  AttentionMaps maps;
  maps.heads = H;
  maps.source_length = S;
  maps.target_length = T;
  // Rows of distinct, normalised weights (row r, column c gets r + c + 1, divided by the row's sum).
  auto rows_of = [&](int rows, int cols) {
    std::vector<float> m(std::size_t(H * rows * cols));
    for (int h = 0; h < H; ++h)
      for (int r = 0; r < rows; ++r) {
        float sum = 0;
        for (int c = 0; c < cols; ++c) sum += float(r + c + 1 + h);
        for (int c = 0; c < cols; ++c) m[std::size_t((h * rows + r) * cols + c)] = float(r + c + 1 + h) / sum;
      }
    return m;
  };
  maps.encoder_self = {rows_of(S, S)};
  maps.decoder_self = {rows_of(T, T)};
  maps.cross = {rows_of(T, S)};
  const WordSpans sw = group_pieces_into_words(src), tw = group_pieces_into_words(tgt);
  ASSERT_EQ(sw.size(), 5);  // The animal didn't cross. </s>
  const AttentionMaps words = merge_attention_to_words(maps, sw, tw);
  EXPECT_EQ(words.source_length, 5);
  EXPECT_EQ(words.target_length, 7);
  auto check_rows = [&](const std::vector<float>& m, int rows, int cols) {
    ASSERT_EQ(m.size(), std::size_t(H * rows * cols));
    for (int r = 0; r < H * rows; ++r) {
      const float sum = std::accumulate(m.begin() + r * cols, m.begin() + (r + 1) * cols, 0.0f);
      EXPECT_NEAR(sum, 1.0f, 1e-5f) << "row " << r;
    }
  };
  check_rows(words.encoder_self[0], 5, 5);
  check_rows(words.decoder_self[0], 7, 7);
  check_rows(words.cross[0], 7, 5);
  // By hand, head 0 of the cross map: row "Tier" (piece row 2, sum of r+c+1 over c = 0..9 is 75) to "animal"
  // (piece columns 1, 2, 3): (4 + 5 + 6) / 75.
  EXPECT_NEAR(words.cross[0][std::size_t(2 * 5 + 1)], 15.0f / 75.0f, 1e-6f);
}

TEST(Words, AMapOfTheWrongSizeIsAnError) {
  const WordSpans w = group_pieces_into_words({"▁a", "▁b"});
  EXPECT_THROW(merge_map_to_words(std::vector<float>(3), w, w), Error);
}

}  // namespace
}  // namespace attn
