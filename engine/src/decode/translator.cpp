#include "attention/translator.h"

#include <algorithm>
#include <numeric>

#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/inspected_decoding.h"

namespace attn {

Translator::Translator(Model model, std::unique_ptr<Backend> backend)
    : Translator(std::make_shared<const Model>(std::move(model)), std::move(backend)) {}

Translator::Translator(std::shared_ptr<const Model> model, std::unique_ptr<Backend> backend)
    : model_(std::move(model)), backend_(std::move(backend)) {
  if (!model_) throw Error("no model to translate with");
  if (!backend_) throw Error("no backend");
  backend_->set_parameters(model_->parameters);
  set_compute_type(ComputeType::kAuto);
}

void Translator::set_compute_type(ComputeType requested) {
  apply_compute_type(*backend_, requested, model_->stored_precision);
}

void Translator::set_parameters(std::vector<float> parameters) {
  if (parameters.size() != model_->parameters.size()) throw Error("parameters do not match the model");
  auto copy = std::make_shared<Model>(*model_);
  copy->parameters = std::move(parameters);
  backend_->set_parameters(copy->parameters);
  model_ = std::move(copy);
}

std::vector<std::int32_t> Translator::encode_checked(std::string_view text, const char* side) const {
  if (!is_valid_utf8(text)) throw Error(std::string("the ") + side + " text is not valid UTF-8");
  std::vector<std::int32_t> ids = std::string_view(side) == "target" ? model_->tokenizer.encode_target(text)
                                                                     : model_->tokenizer.encode_source(text);
  const int limit = model_->config.max_positions - 1;  // one position is EOS (source) or BOS (target)
  if (int(ids.size()) > limit)
    throw Error(std::string("the ") + side + " text is too long: " + std::to_string(ids.size()) +
                " tokens, this model handles at most " + std::to_string(limit));
  return ids;
}

std::vector<Translation> Translator::translate(const std::vector<std::string>& sentences,
                                               const DecodeOptions& options) {
  std::vector<Translation> out(sentences.size());
  std::vector<std::size_t> work;  // non-empty sentences, decoded in batches (decode_in_batches)
  for (std::size_t i = 0; i < sentences.size(); ++i) {
    out[i].source = sentences[i];
    out[i].source_ids = encode_checked(sentences[i], "source");
    if (out[i].source_ids.empty())
      out[i].candidates.push_back({});
    else
      work.push_back(i);
  }
  std::vector<std::vector<std::int32_t>> sources;
  for (std::size_t i : work) sources.push_back(out[i].source_ids);
  auto results = decode_in_batches(*backend_, model_->config, sources, options);
  for (std::size_t k = 0; k < work.size(); ++k) {
    Translation& t = out[work[k]];
    for (auto& h : results[k]) {
      TranslationCandidate c;
      c.text = model_->tokenizer.decode(h.tokens);
      c.ids = std::move(h.tokens);
      c.log_prob = h.log_prob;
      c.score = h.score;
      t.candidates.push_back(std::move(c));
    }
    if (t.candidates.empty()) t.candidates.push_back({});
  }
  return out;
}

Inspection Translator::inspect(std::string_view source, std::optional<std::string_view> target,
                               const DecodeOptions& options) {
  const std::vector<std::int32_t> src = encode_checked(source, "source");
  if (src.empty()) throw Error("nothing to inspect: the source text is empty");
  if (!target) return translate_and_inspect(*this, source, options, 0).inspection;  // one pass
  Inspection r = inspect_encoded(src, encode_checked(*target, "target"));
  r.target_text = std::string(*target);
  return r;
}

Inspection Translator::inspect_ids(std::string_view source, std::span<const std::int32_t> target_ids) {
  const std::vector<std::int32_t> src = encode_checked(source, "source");
  if (src.empty()) throw Error("nothing to inspect: the source text is empty");
  const VocabularyInfo specials = model_->config.vocabulary();
  for (const std::int32_t id : target_ids)
    if (id < 0 || id >= model_->config.vocab_size || !specials.producible(id) || id == specials.eos)
      throw Error("inspect: target token id " + std::to_string(id) + " is not a token decoding can produce");
  if (int(target_ids.size()) > model_->config.max_positions - 1)
    throw Error("the target is too long: " + std::to_string(target_ids.size()) +
                " tokens, this model handles at most " + std::to_string(model_->config.max_positions - 1));
  return inspect_encoded(src, std::vector<std::int32_t>(target_ids.begin(), target_ids.end()));
}

Inspection Translator::inspect_encoded(const std::vector<std::int32_t>& src, std::vector<std::int32_t> tgt) {
  Inspection r;
  r.target_text = model_->tokenizer.decode(tgt);
  Batch batch(model_->config.vocabulary());
  batch.add(src, tgt);
  auto forced = backend_->forced_decode(batch, true);
  r.attention = std::move(forced.front().attention);
  r.token_log_probs = std::move(forced.front().token_log_probs);
  r.source_pieces =
      model_->tokenizer.pieces(std::vector<std::int32_t>(batch.source.begin(), batch.source.end()));
  r.target_pieces = model_->tokenizer.pieces(batch.target_in);
  r.output_ids.assign(batch.target_out.begin(), batch.target_out.end());
  r.output_pieces = model_->tokenizer.pieces(r.output_ids);
  return r;
}

std::vector<Inspection> Translator::inspect_pairs(const std::vector<std::string>& sources,
                                                  const std::vector<std::string>& targets) {
  if (sources.size() != targets.size())
    throw Error("inspect: " + std::to_string(sources.size()) + " sources but " +
                std::to_string(targets.size()) + " targets");
  std::vector<Inspection> out(sources.size());
  const std::size_t batch_size = 32;
  for (std::size_t i0 = 0; i0 < sources.size(); i0 += batch_size) {
    Batch batch(model_->config.vocabulary());
    const std::size_t i1 = std::min(sources.size(), i0 + batch_size);
    for (std::size_t i = i0; i < i1; ++i) {
      const auto src = encode_checked(sources[i], "source");
      if (src.empty()) throw Error("nothing to inspect: source " + std::to_string(i + 1) + " is empty");
      batch.add(src, encode_checked(targets[i], "target"));
    }
    auto forced = backend_->forced_decode(batch, true);
    for (std::size_t i = i0; i < i1; ++i) {
      const int b = int(i - i0);
      Inspection& r = out[i];
      r.target_text = targets[i];
      r.attention = std::move(forced[std::size_t(b)].attention);
      r.token_log_probs = std::move(forced[std::size_t(b)].token_log_probs);
      auto slice = [](const std::vector<std::int32_t>& ids, const std::vector<int>& offsets, int k) {
        return std::vector<std::int32_t>(ids.begin() + offsets[std::size_t(k)],
                                         ids.begin() + offsets[std::size_t(k) + 1]);
      };
      r.source_pieces = model_->tokenizer.pieces(slice(batch.source, batch.source_offsets, b));
      r.target_pieces = model_->tokenizer.pieces(slice(batch.target_in, batch.target_offsets, b));
      r.output_ids = slice(batch.target_out, batch.target_offsets, b);
      r.output_pieces = model_->tokenizer.pieces(r.output_ids);
    }
  }
  return out;
}

std::vector<double> Translator::score(const std::vector<std::string>& sources,
                                      const std::vector<std::string>& targets) {
  if (sources.size() != targets.size())
    throw Error("score: " + std::to_string(sources.size()) + " sources but " +
                std::to_string(targets.size()) + " targets");
  std::vector<double> out(sources.size(), 0.0);
  const std::size_t batch_size = 32;
  for (std::size_t i0 = 0; i0 < sources.size(); i0 += batch_size) {
    Batch batch(model_->config.vocabulary());
    const std::size_t i1 = std::min(sources.size(), i0 + batch_size);
    for (std::size_t i = i0; i < i1; ++i)
      batch.add(encode_checked(sources[i], "source"), encode_checked(targets[i], "target"));
    const auto forced = backend_->forced_decode(batch, false);
    for (std::size_t i = i0; i < i1; ++i) {
      const auto& lp = forced[i - i0].token_log_probs;
      out[i] = std::accumulate(lp.begin(), lp.end(), 0.0);
    }
  }
  return out;
}

}  // namespace attn
