// attention-cli augment --pronouns / --pronoun-pairs: training pairs for "it" -> er / sie / es:
// counterfactual variants of pairs with a noun and a later "it", or two pairs about one noun joined, the
// second with the pronoun.
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <limits>
#include <map>
#include <optional>
#include <sstream>

#include "attention/atomic_file.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/pronoun_augmentation.h"
#include "attention/pronoun_pairs.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli augment --pronouns|--pronoun-pairs --src F --tgt F --out-src F --out-tgt F [options]

Counterfactual data augmentation for English "it" -> German er / sie / es. Finds training pairs where an
English noun and a later "it" correspond to a German article+noun and a later pronoun that agrees with the
noun's gender ("I bought a table. It was expensive." / "Ich habe einen Tisch gekauft. Er war teuer."), and
writes variants with the noun replaced on both sides by nouns of the other genders, the German article,
adjective endings and pronoun changed to agree ("... eine Lampe gekauft. Sie war teuer."). Noun genders and the
English-German noun pairs are learned from the German and English sides of the same data. Pairs it cannot
change safely (genitive, plural, contractions, possessives, relative pronouns, several candidate nouns, an
unknown case) are skipped. Only the variants are written: train on the original data and them together.
Use training data only, never test items.

--pronoun-pairs joins two training pairs about the same noun instead: the first names it, and in the second
its noun phrase becomes the pronoun that agrees with it ("The movie was good." + "I watched the movie." ->
"The movie was good. I watched it." / "Der Film war gut. Ich habe ihn gesehen."). Only short pairs with one
noun and no other third-person pronoun are used, and only where German keeps the pronoun in the noun phrase's
place (not after a preposition or a dative pronoun). Pairs whose "it" refers to nothing ("It is raining." / "Es
regnet.") are joined after pairs naming a masculine or feminine noun too: there "it" stays "es".

  --src F --tgt F              English and German corpus (plain or gzip); repeat for several corpora
  --out-src F --out-tgt F      the variants, plain text, line-aligned
  --max-variants N (2)         variants per source pair (the two other genders first)
  --seed S (1)                 which replacement nouns are drawn
  --any-noun                   draw replacements from the whole lexicon; by default only nouns seen in the data
                               in one of the original noun's contexts (after the same word before the article,
                               or before the same word after the noun: "read the book" -> "read the letter")
  --pairs-per-sentence N (4)   with --pronoun-pairs: first sentences drawn for each second one
  --max-words N (15)           with --pronoun-pairs: English words per sentence at most
  --and-share F (0.5)          with --pronoun-pairs: the share joined into one sentence by "and" / "und" where
                               both are statements ("The movie was good, and I watched it.")
  --report F                   counts, skip reasons, the learned noun lexicon and every variant with its source
  --min-gender-count N (5)     gender cues (einen/eine/einer/das/den before the noun) needed per noun
  --min-gender-share F (0.9)   the winning gender's share of those cues
  --min-pairs N (5)            sentence pairs in which an English and a German noun must co-occur
  --min-dice F (0.3)           their Dice coefficient
  --max-corpus-mb N (2048)  --max-corpus-lines N (10000000)   limits per corpus file
)";

std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) {
    out += l;
    out += '\n';
  }
  return out;
}

void refuse_gzip_name(const std::string& path) {
  if (path.ends_with(".gz"))
    throw attn::Error(path + ": augment writes plain text; give a name without .gz (compress it afterwards)");
}
}  // namespace

namespace {

std::string lexicon_line(const std::map<std::string, attn::Gender>& genders,
                         const attn::NounLexicon& lexicon) {
  int lex_gender[3] = {};
  for (const auto& e : lexicon.entries()) ++lex_gender[int(e.gender)];
  std::ostringstream out;
  out << "nouns of known gender: " << genders.size() << "\n"
      << "noun lexicon:          " << lexicon.entries().size() << " (m " << lex_gender[0] << ", f "
      << lex_gender[1] << ", n " << lex_gender[2] << ")\n";
  return out.str();
}

void write_lexicon(std::ostream& report, const attn::NounLexicon& lexicon) {
  report << "\nnoun lexicon (english, german, gender):\n";
  for (const auto& e : lexicon.entries())
    report << e.english << "\t" << e.german << "\t" << attn::gender_name(e.gender) << "\n";
}

int write_variants(const attn::ParallelCorpus& corpus, const std::map<std::string, attn::Gender>& genders,
                   const attn::NounLexicon& lexicon, const attn::AugmentOptions& options,
                   const std::string& out_src, const std::string& out_tgt,
                   const std::optional<std::string>& report_path) {
  const auto result = attn::augment_pronouns(corpus, lexicon, options);
  if (result.variants.empty())
    throw attn::Error("augment: no variant could be made (" + std::to_string(lexicon.entries().size()) +
                      " nouns in the learned lexicon, " + std::to_string(result.stats.sites) +
                      " pairs with a usable noun and pronoun)");

  std::vector<std::string> en, de;
  for (const auto& v : result.variants) {
    en.push_back(v.english);
    de.push_back(v.german);
  }
  attn::write_file_atomic(out_src, join_lines(en));
  attn::write_file_atomic(out_tgt, join_lines(de));

  const auto& s = result.stats;
  std::ostringstream summary;
  summary << "pairs read:            " << s.pairs << "\n"
          << lexicon_line(genders, lexicon) << "pairs with a site:     " << s.sites << " (antecedent m "
          << s.site_gender[0] << ", f " << s.site_gender[1] << ", n " << s.site_gender[2] << ")\n"
          << "variants written:      " << s.variants << " (m " << s.variant_gender[0] << ", f "
          << s.variant_gender[1] << ", n " << s.variant_gender[2] << "), "
          << (s.pairs ? 100.0 * double(s.variants) / double(s.pairs) : 0.0) << " % of the pairs read\n"
          << "variants dropped (case unknown for the new gender): " << s.no_case_for_target << "\n"
          << "genders with no replacement seen in the noun's contexts: " << s.no_shared_context << "\n"
          << "pairs skipped:\n";
  for (int r = 0; r < int(attn::SkipReason::count); ++r)
    summary << "  " << s.skipped[r] << "  " << attn::skip_reason_name(attn::SkipReason(r)) << "\n";
  std::cout << summary.str();
  if (report_path) {
    std::ostringstream report;
    report << summary.str();
    write_lexicon(report, lexicon);
    report << "\nvariants (source line, then the original pair and the variant):\n";
    for (std::size_t i = 0; i < result.variants.size(); ++i) {
      const std::size_t line = result.source_line[i];
      report << line + 1 << "\t" << corpus.source[line] << "\t" << corpus.target[line] << "\n\t"
             << result.variants[i].english << "\t" << result.variants[i].german << "\n";
    }
    attn::write_file_atomic(*report_path, report.str());
  }
  return 0;
}

int write_pronoun_pairs(const attn::ParallelCorpus& corpus,
                        const std::map<std::string, attn::Gender>& genders, const attn::NounLexicon& lexicon,
                        const attn::PronounPairOptions& options, const std::string& out_src,
                        const std::string& out_tgt, const std::optional<std::string>& report_path) {
  const auto result = attn::make_pronoun_pairs(corpus, lexicon, genders, options);
  const auto& s = result.stats;
  if (result.pairs.empty())
    throw attn::Error("augment: no pronoun pair could be made (" + std::to_string(lexicon.entries().size()) +
                      " nouns in the learned lexicon, " + std::to_string(s.first_sentences) +
                      " pairs naming one noun, " + std::to_string(s.pronoun_sentences) +
                      " whose noun could become a pronoun)");
  std::vector<std::string> en, de;
  for (const auto& p : result.pairs) {
    en.push_back(p.joined.english);
    de.push_back(p.joined.german);
  }
  attn::write_file_atomic(out_src, join_lines(en));
  attn::write_file_atomic(out_tgt, join_lines(de));

  std::ostringstream summary;
  summary << "pairs read:            " << s.pairs << "\n"
          << lexicon_line(genders, lexicon) << "naming one noun:       " << s.first_sentences << "\n"
          << "noun -> pronoun:       " << s.pronoun_sentences << "\n"
          << "nouns with both:       " << s.nouns << "\n"
          << "pleonastic 'it':       " << s.pleonastic_sentences << "\n"
          << "pairs written:         " << s.written << " (m " << s.written_gender[0] << ", f "
          << s.written_gender[1] << ", n " << s.written_gender[2] << "; " << s.written_pleonastic
          << " with a pleonastic 'it'; " << s.written_with_and << " joined by 'and'), "
          << (s.pairs ? 100.0 * double(s.written) / double(s.pairs) : 0.0) << " % of the pairs read\n";
  std::cout << summary.str();
  if (report_path) {
    std::ostringstream report;
    report << summary.str();
    write_lexicon(report, lexicon);
    report << "\npairs (source lines of the first and second sentence, then the joined pair):\n";
    for (const auto& p : result.pairs)
      report << p.first_line + 1 << "\t" << p.second_line + 1 << "\t" << attn::gender_name(p.gender)
             << (p.pleonastic ? "\tpleonastic" : "") << "\n\t" << p.joined.english << "\t" << p.joined.german
             << "\n";
    attn::write_file_atomic(*report_path, report.str());
  }
  return 0;
}

}  // namespace

int run_augment(Args& args) {
  if (args.help()) {
    std::cout << kHelp;
    return 0;
  }
  const bool variants = args.flag("--pronouns"), pairs = args.flag("--pronoun-pairs");
  if (variants == pairs)
    throw attn::Error("augment: say what to make: --pronouns (counterfactual variants) or --pronoun-pairs");
  const auto srcs = args.values("--src"), tgts = args.values("--tgt");
  const std::string out_src = args.required("--out-src"), out_tgt = args.required("--out-tgt");
  const auto report_path = args.value("--report");
  attn::AugmentOptions options;
  attn::PronounPairOptions pair_options;
  const auto seed = std::uint64_t(args.integer64("--seed", 1, 0, std::numeric_limits<long long>::max()));
  options.seed = pair_options.seed = seed;
  if (variants) {
    options.max_variants = args.integer("--max-variants", 2, 1, 100);
    options.shared_context = !args.flag("--any-noun");
  } else {
    pair_options.pairs_per_sentence = args.integer("--pairs-per-sentence", 4, 1, 1000);
    pair_options.max_words = args.integer("--max-words", 15, 3, 200);
    pair_options.and_share = args.number("--and-share", 0.5, 0.0, 1.0);
  }
  attn::GenderOptions gender_options;
  gender_options.min_count = args.integer("--min-gender-count", 5, 1, 1'000'000);
  gender_options.min_share = args.number("--min-gender-share", 0.9, 0.5, 1.0);
  attn::LexiconOptions lexicon_options;
  lexicon_options.min_pairs = args.integer("--min-pairs", 5, 1, 1'000'000);
  lexicon_options.min_dice = args.number("--min-dice", 0.3, 0.0, 1.0);
  const attn::CorpusLimits limits = corpus_limits(args);
  args.finish();
  if (srcs.empty() || srcs.size() != tgts.size())
    throw attn::Error("augment: give --src and --tgt in pairs (" + std::to_string(srcs.size()) + " --src, " +
                      std::to_string(tgts.size()) + " --tgt)");
  refuse_gzip_name(out_src);
  refuse_gzip_name(out_tgt);
  if (report_path) refuse_gzip_name(*report_path);

  attn::ParallelCorpus corpus;
  for (std::size_t i = 0; i < srcs.size(); ++i) {
    auto part = attn::read_parallel_corpus(srcs[i], tgts[i], limits);
    corpus.source.insert(corpus.source.end(), part.source.begin(), part.source.end());
    corpus.target.insert(corpus.target.end(), part.target.begin(), part.target.end());
  }
  const auto genders = attn::infer_noun_genders(corpus.target, gender_options);
  const attn::NounLexicon lexicon(attn::learn_noun_lexicon(corpus, genders, lexicon_options));
  return variants
             ? write_variants(corpus, genders, lexicon, options, out_src, out_tgt, report_path)
             : write_pronoun_pairs(corpus, genders, lexicon, pair_options, out_src, out_tgt, report_path);
}

}  // namespace cli
