#include "attention/model_shelf.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <system_error>

#include "attention/error.h"

namespace attn {

namespace fs = std::filesystem;

namespace {

// Cards are a few lines; a huge README is not read whole just for its first paragraph.
constexpr std::size_t kMaxCardBytes = 64 * 1024;

std::string trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(first, last - first + 1));
}

// Inline markdown as plain text: [text](url) and ![alt](url) become their text; **, __ and ` go.
std::string plain_text(std::string_view line) {
  std::string out;
  for (std::size_t i = 0; i < line.size();) {
    const bool image = line[i] == '!' && i + 1 < line.size() && line[i + 1] == '[';
    if (line[i] == '[' || image) {
      const std::size_t open = image ? i + 1 : i;
      const std::size_t close = line.find("](", open);
      const std::size_t end = close == std::string_view::npos ? close : line.find(')', close);
      if (end != std::string_view::npos) {
        out += plain_text(line.substr(open + 1, close - open - 1));
        i = end + 1;
        continue;
      }
    }
    if (line.substr(i, 2) == "**" || line.substr(i, 2) == "__") {
      i += 2;
      continue;
    }
    if (line[i] == '`') {
      ++i;
      continue;
    }
    out += line[i++];
  }
  return trim(out);
}

bool is_model_folder(const fs::path& dir) {
  std::error_code ec;
  return fs::is_regular_file(dir / "config.json", ec);
}

std::string shelf_names(const std::vector<ShelfModel>& shelf) {
  std::string names;
  for (const ShelfModel& m : shelf) names += (names.empty() ? "" : ", ") + m.name;
  return names;
}

std::string root_list(const std::vector<fs::path>& roots) {
  std::string list;
  for (const fs::path& r : roots) list += (list.empty() ? "" : ", ") + r.string();
  return list;
}

}  // namespace

ModelCard read_model_card(const fs::path& readme) {
  ModelCard card;
  std::ifstream in(readme, std::ios::binary);
  if (!in) return card;
  std::string text(kMaxCardBytes, '\0');
  in.read(text.data(), std::streamsize(text.size()));
  text.resize(std::size_t(in.gcount()));
  if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);  // UTF-8 byte order mark

  std::string paragraph;
  bool seen_text = false;  // a heading counts as the title only before any paragraph
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    const std::string line = trim(std::string_view(text).substr(pos, end - pos));
    pos = end + 1;
    if (line.empty()) {
      if (!paragraph.empty()) break;
      continue;
    }
    if (line.starts_with('#')) {
      if (!paragraph.empty()) break;
      const std::size_t title_start = std::min(line.find_first_not_of('#'), line.size());
      if (!seen_text && card.title.empty())
        card.title = plain_text(std::string_view(line).substr(title_start));
      continue;
    }
    if (line.starts_with("<!--")) continue;  // comments for the card's editors
    seen_text = true;
    const std::string_view body = line.starts_with('>') ? std::string_view(line).substr(1) : line;
    paragraph += (paragraph.empty() ? "" : " ") + plain_text(body);
  }
  card.summary = paragraph;
  return card;
}

std::vector<ShelfModel> list_models(const std::vector<fs::path>& roots) {
  std::vector<ShelfModel> shelf;
  std::set<std::string> names;
  for (const fs::path& root : roots) {
    std::error_code ec;
    std::vector<ShelfModel> found;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
      const fs::path dir = it->path();
      if (!it->is_directory(ec) || ec || !is_model_folder(dir)) {
        ec.clear();
        continue;
      }
      const std::string name = dir.filename().string();
      if (name.empty() || name.starts_with('.') || names.count(name)) continue;
      found.push_back({name, dir, read_model_card(dir / "README.md")});
    }
    for (ShelfModel& m : found) names.insert(m.name), shelf.push_back(std::move(m));
  }
  std::sort(shelf.begin(), shelf.end(),
            [](const ShelfModel& a, const ShelfModel& b) { return a.name < b.name; });
  return shelf;
}

std::optional<ShelfModel> default_model(const std::vector<ShelfModel>& shelf) {
  for (const ShelfModel& m : shelf)
    if (m.name == kDefaultModelName) return m;
  if (shelf.empty()) return std::nullopt;
  return shelf.front();
}

fs::path resolve_model_path(const std::string& spec, const std::vector<fs::path>& roots) {
  if (spec.empty()) throw Error("no model given: pass a model folder or a bundled model's name");
  std::error_code ec;
  if (fs::is_directory(spec, ec)) return spec;
  const std::vector<ShelfModel> shelf = list_models(roots);
  const std::string available = shelf.empty() ? "no bundled models were found in " + root_list(roots)
                                              : "bundled: " + shelf_names(shelf);
  if (spec.find('/') != std::string::npos || spec == "." || spec == "..")
    throw Error("model folder " + spec + " does not exist (" + available + ")");
  for (const ShelfModel& m : shelf)
    if (m.name == spec) return m.path;
  throw Error("unknown model '" + spec + "': no such folder and no bundled model of that name (" + available +
              ")");
}

}  // namespace attn
