// Balda glue: index images in the data directory, shared by the backends of a server.
//
// A backend that builds a large index writes its image to
// $PGDATA/pg_games/balda/<database>_<tables>_<name>_<version>.trie; a backend that needs the
// same dictionary version later (a new connection, a parallel worker of any query) loads it in
// milliseconds instead of reading every word and building the trie again.
//
// The file name holds hashes; the image holds the full key (database OID and the xmin of its
// pg_database row, the OIDs of the extension's tables and sequence, the dictionary's version and
// name), and an image is used only when its key is exactly the one the caller computed, its
// checksum matches and its trie is well formed (dictionary_image.h). A version identifies the
// words exactly (see balda_dictionary_cache.cpp), so an image is never stale; those of older
// versions are merely useless and are removed when a newer one is written, as are those of
// dropped databases and of earlier incarnations of the extension.
//
// Files are written aside under a name of their own and renamed into place, so that a reader
// sees a whole image or none. They are not fsync'ed: after a crash an image may be damaged,
// which its checksum shows; a damaged image is removed and rebuilt. Any failure to read or write
// a file only costs a build, and is reported to the server log, never to the client.
#include <sys/stat.h>
#include <sys/types.h>
#include <dirent.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "core/balda/dictionary_image.h"
#include "pg/balda_glue.h"
#include "pg/boundary.h"

extern "C" {
#include "common/file_perm.h"
#include "mb/pg_wchar.h"
#include "utils/syscache.h"
}

namespace pg_games::pg::balda {
namespace {

using pg_games::balda::Checksum;
using pg_games::balda::Dictionary;
using pg_games::balda::LoadedImage;

// Indexes smaller than this (in trie nodes, 16 bytes each) are built faster than a file is
// written and read: they get no file.
constexpr size_t kFileMinNodes = 16384;

// Temporary files older than this are left over from a writer that died.
constexpr time_t kStaleTempSeconds = 3600;

std::string cache_directory() {
    return std::string(DataDir) + "/pg_games/balda";
}

std::string hex64(uint64_t value) {
    char out[17];
    snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(value));
    return out;
}

uint64_t hash_of(const std::string& text) {
    Checksum sum;
    sum.update(text.data(), text.size());
    return sum.value();
}

// Reports a file problem to the server log only. Call inside guarded().
void log_problem(const char* what, const std::string& path, const std::string& why) {
    const char* p = path.c_str();
    const char* w = why.c_str();
    pg_call(
        [&] { ereport(LOG, (errmsg("pg_games: %s balda index file \"%s\": %s", what, p, w))); });
}

// The parts of a cache file name: <database>_<tables>_<name>_<version>.trie, or a temporary
// file: the same followed by .tmp.<pid>.
struct FileName {
    Oid database = InvalidOid;
    std::string tables;
    std::string name;
    long long version = 0;
    bool temporary = false;
};

bool parse_file_name(const std::string& file, FileName& out) {
    unsigned int database = 0;
    char tables[17] = {0};
    char name[17] = {0};
    long long version = 0;
    int end = 0;
    if (sscanf(file.c_str(), "%u_%16[0-9a-f]_%16[0-9a-f]_%lld.trie%n", &database, tables, name,
               &version, &end) != 4 ||
        end == 0)
        return false;
    std::string rest = file.substr(static_cast<size_t>(end));
    if (!rest.empty() && rest.rfind(".tmp.", 0) != 0) return false;
    out = FileName{static_cast<Oid>(database), tables, name, version, !rest.empty()};
    return true;
}

// The xmin of this database's pg_database row: with the OID, it tells a database from an
// earlier one that had the same OID. Call inside guarded().
TransactionId database_xmin() {
    TransactionId xmin = InvalidTransactionId;
    pg_call([&] {
        HeapTuple tuple = SearchSysCache1(DATABASEOID, ObjectIdGetDatum(MyDatabaseId));
        if (HeapTupleIsValid(tuple)) {
            xmin = HeapTupleHeaderGetRawXmin(tuple->t_data);
            ReleaseSysCache(tuple);
        }
    });
    return xmin;
}

// True when a database with this OID exists. Call inside guarded().
bool database_exists(Oid database) {
    bool exists = true;
    pg_call([&] { exists = SearchSysCacheExists1(DATABASEOID, ObjectIdGetDatum(database)); });
    return exists;
}

// Removes the files that can no longer be used: other versions of `mine`'s dictionary, files
// of dictionaries whose name hash is not in `live`, any file of this database from other
// incarnations of the extension, files of dropped databases, and temporary files of writers
// that died. Call inside guarded().
void remove_useless_files(const std::string& directory, const FileName& mine,
                          const std::set<std::string>& live) {
    std::vector<std::string> files;
    if (DIR* dir = opendir(directory.c_str())) {
        while (struct dirent* e = readdir(dir)) files.emplace_back(e->d_name);
        closedir(dir);
    }
    time_t now = time(nullptr);
    for (const std::string& file : files) {
        FileName f;
        if (!parse_file_name(file, f)) continue;
        std::string path = directory + "/" + file;
        bool useless;
        if (f.temporary) {
            struct stat st;
            useless = stat(path.c_str(), &st) == 0 && now - st.st_mtime > kStaleTempSeconds;
        } else if (f.database == mine.database) {
            useless = f.tables != mine.tables || live.count(f.name) == 0 ||
                      (f.name == mine.name && f.version != mine.version);
        } else {
            useless = !database_exists(f.database);
        }
        if (useless) unlink(path.c_str());
    }
}

}  // namespace

IndexFile index_file(const TablesIdentity& identity, const std::string& name, int64 version) {
    std::string tables =
        std::to_string(database_xmin()) + " " + std::to_string(identity.dictionary_table) + " " +
        std::to_string(identity.word_table) + " " + std::to_string(identity.sequence);
    IndexFile file;
    file.path = cache_directory() + "/" + std::to_string(MyDatabaseId) + "_" +
                hex64(hash_of(tables)) + "_" + hex64(hash_of(name)) + "_" +
                std::to_string(version) + ".trie";
    file.key = "pg_games balda index\ndatabase " + std::to_string(MyDatabaseId) + " encoding " +
               std::to_string(GetDatabaseEncoding()) + "\nxmin and tables " + tables +
               "\nversion " + std::to_string(version) + "\nname " + name;
    return file;
}

std::optional<LoadedImage> load_index_file(const IndexFile& file) {
    std::ifstream in(file.path, std::ios::binary);
    if (!in) return std::nullopt;  // none yet: the usual case for a first build
    in.seekg(0, std::ios::end);
    std::streamoff size = in.tellg();
    in.seekg(0, std::ios::beg);
    std::string why = "cannot read it";
    std::optional<LoadedImage> image;
    if (size >= 0 && in)
        image = pg_games::balda::read_image(in, static_cast<uint64_t>(size), file.key, why);
    if (!image) {
        log_problem("removing unusable", file.path, why);
        unlink(file.path.c_str());
    }
    return image;
}

void save_index_file(const IndexFile& file, const Dictionary& index, uint64_t rows,
                     const std::vector<std::string>& dictionaries) {
    if (index.node_count() < kFileMinNodes) return;
    std::string directory = cache_directory();
    std::string parent = std::string(DataDir) + "/pg_games";
    mkdir(parent.c_str(), pg_dir_create_mode);  // an existing directory is fine
    mkdir(directory.c_str(), pg_dir_create_mode);
    struct stat st;
    if (stat(file.path.c_str(), &st) == 0) return;  // another backend wrote it
    std::string temporary = file.path + ".tmp." + std::to_string(MyProcPid);
    bool written;
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        written = out && pg_games::balda::write_image(out, index, file.key, rows);
        out.close();
        written = written && !out.fail();
    }
    if (!written) {
        int err = errno;
        unlink(temporary.c_str());
        log_problem("cannot write", temporary, strerror(err));
        return;
    }
    if (rename(temporary.c_str(), file.path.c_str()) != 0) {
        int err = errno;
        unlink(temporary.c_str());
        log_problem("cannot rename", temporary, strerror(err));
        return;
    }
    std::string base = file.path.substr(directory.size() + 1);
    FileName mine;
    if (!parse_file_name(base, mine)) return;
    std::set<std::string> live = {mine.name};
    for (const std::string& name : dictionaries) live.insert(hex64(hash_of(name)));
    remove_useless_files(directory, mine, live);
}

}  // namespace pg_games::pg::balda
