#include "attention/contrast.h"

#include <algorithm>
#include <limits>
#include <sstream>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "util/text_fields.h"

namespace attn {

std::vector<ContrastItem> parse_contrast_items(const std::string& text, const std::string& file_name) {
  std::vector<ContrastItem> items;
  std::istringstream in(text);
  std::string line, group;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (trim(line).empty()) continue;
    if (line.front() == '#') {
      const std::string rest = trim(line.substr(1));
      if (rest.rfind("group:", 0) == 0) group = trim(rest.substr(6));
      continue;
    }
    const auto fields = split_fields(line, '\t');
    const std::string where = file_name + " line " + std::to_string(number);
    if (fields.size() < 3)
      throw Error(where + ": expected the source, the correct translation and at least one wrong one, " +
                  "separated by tabs; found " + std::to_string(fields.size()) + " field(s)");
    ContrastItem item;
    item.group = group;
    item.line = number;
    item.source = trim(fields[0]);
    for (std::size_t i = 1; i < fields.size(); ++i) item.candidates.push_back(trim(fields[i]));
    if (item.source.empty()) throw Error(where + ": the source is empty");
    for (std::size_t i = 0; i < item.candidates.size(); ++i)
      if (item.candidates[i].empty())
        throw Error(where + ": translation " + std::to_string(i + 1) + " is empty");
    items.push_back(std::move(item));
  }
  if (items.empty()) throw Error(file_name + " holds no items (source <TAB> correct <TAB> wrong ...)");
  return items;
}

std::vector<ContrastItem> read_contrast_items(const std::filesystem::path& file) {
  // A contrast set is small; 64 MiB is far beyond any real one and keeps a wrong file from filling memory.
  return parse_contrast_items(read_file(file, std::uintmax_t(64) << 20), file.string());
}

std::vector<ContrastScore> score_contrast_items(Translator& translator,
                                                const std::vector<ContrastItem>& items) {
  std::vector<ContrastScore> scores;
  scores.reserve(items.size());
  for (const auto& item : items) {
    ContrastScore s;
    s.log_probs =
        translator.score(std::vector<std::string>(item.candidates.size(), item.source), item.candidates);
    s.preferred = int(std::max_element(s.log_probs.begin(), s.log_probs.end()) - s.log_probs.begin());
    double best_wrong = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 1; i < s.log_probs.size(); ++i) best_wrong = std::max(best_wrong, s.log_probs[i]);
    s.margin = s.log_probs[0] - best_wrong;
    scores.push_back(std::move(s));
  }
  return scores;
}

std::vector<ContrastGroupSummary> summarize_contrast(const std::vector<ContrastItem>& items,
                                                     const std::vector<ContrastScore>& scores) {
  if (items.size() != scores.size()) throw Error("contrast summary: items and scores differ in number");
  std::vector<ContrastGroupSummary> out(1);
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto group =
        std::find_if(out.begin() + 1, out.end(), [&](const auto& g) { return g.group == items[i].group; });
    if (group == out.end() && !items[i].group.empty()) {
      out.push_back({items[i].group, 0, 0});
      group = out.end() - 1;
    }
    for (auto* g : {&out[0], group == out.end() ? nullptr : &*group}) {
      if (!g) continue;
      ++g->items;
      g->correct += scores[i].correct() ? 1 : 0;
    }
  }
  return out;
}

}  // namespace attn
