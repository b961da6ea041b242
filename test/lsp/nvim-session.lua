-- A session with `robotstxt lsp --stdio` driven by Neovim's built-in LSP client
-- (Neovim 0.7+: vim.lsp.start_client), headless, run by test/lsp/neovim.test.ts:
--   nvim --headless -u NONE -i NONE -c 'luafile test/lsp/nvim-session.lua'
-- It opens $LSP_ROBOTS, waits for diagnostics, asks for a hover, applies the first
-- quick fix and the formatting edits with Neovim's own edit functions (so Neovim
-- sends the changes, incrementally), runs robotstxt.testUrl, stops the server,
-- writes what it saw as JSON to $LSP_OUT and quits. The test compares it with the
-- library's answers.
local out_path = os.getenv('LSP_OUT')
local robots = os.getenv('LSP_ROBOTS')
local node = os.getenv('LSP_NODE')
local cli = os.getenv('LSP_CLI')
local TIMEOUT = 60000

local result = { steps = {} }

local function finish(problem)
  if problem then result.error = problem end
  local file = io.open(out_path, 'w')
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd('qa!')
end

local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(robots))
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  result.uri = uri

  local published = {}
  local client_id = vim.lsp.start_client({
    name = 'robotstxt',
    cmd = { node, cli, 'lsp', '--stdio' },
    root_dir = vim.fn.fnamemodify(robots, ':h'),
    settings = { robotstxt = { preset = 'recommended' } },
    flags = { debounce_text_changes = 0 },
    on_exit = function(code) result.exitCode = code end,
    handlers = {
      ['textDocument/publishDiagnostics'] = function(_, params)
        table.insert(published, params)
      end,
    },
  })
  assert(client_id, 'vim.lsp.start_client failed')
  vim.lsp.buf_attach_client(bufnr, client_id)
  local client = vim.lsp.get_client_by_id(client_id)

  -- The diagnostics of the buffer as it is now (Neovim's version is the buffer's changedtick).
  local function diagnostics_now(step)
    local version = vim.lsp.util.buf_versions[bufnr]
    local found
    local done = vim.wait(TIMEOUT, function()
      for _, params in ipairs(published) do
        if params.uri == uri and (version == nil or params.version == version) then found = params end
      end
      return found ~= nil
    end, 10)
    assert(done, 'no diagnostics for ' .. step)
    return found.diagnostics
  end

  local function request(method, params)
    local response = client.request_sync(method, params, TIMEOUT, bufnr)
    assert(response, method .. ': no answer')
    assert(not response.err, method .. ': ' .. vim.inspect(response.err))
    return response.result
  end

  local function buffer_text()
    local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
    local text = table.concat(lines, '\n')
    if vim.bo[bufnr].eol then text = text .. '\n' end
    return text
  end

  result.initial = buffer_text()
  result.diagnostics = diagnostics_now('open')
  table.insert(result.steps, 'diagnostics')

  result.hover = request('textDocument/hover', { textDocument = { uri = uri }, position = { line = 1, character = 3 } })
  table.insert(result.steps, 'hover')

  local target = result.diagnostics[1]
  local actions = request('textDocument/codeAction', {
    textDocument = { uri = uri },
    range = target.range,
    context = { diagnostics = { target }, only = { 'quickfix' } },
  })
  result.actions = actions
  vim.lsp.util.apply_workspace_edit(actions[1].edit, 'utf-16')
  result.fixed = buffer_text()
  result.fixedDiagnostics = diagnostics_now('the quick fix')
  table.insert(result.steps, 'codeAction')

  local edits = request('textDocument/formatting', { textDocument = { uri = uri }, options = { tabSize = 2, insertSpaces = true } })
  vim.lsp.util.apply_text_edits(edits, bufnr, 'utf-16')
  result.formatted = buffer_text()
  result.formattedDiagnostics = diagnostics_now('formatting')
  table.insert(result.steps, 'formatting')

  result.testUrl = request('workspace/executeCommand', {
    command = 'robotstxt.testUrl',
    arguments = { { uri = uri, agents = { 'GPTBot', 'Googlebot' }, urls = { '/private/x', '/tmp/y' } } },
  })
  table.insert(result.steps, 'testUrl')

  client.stop()
  assert(vim.wait(TIMEOUT, function() return result.exitCode ~= nil end, 10), 'the server did not exit')
  table.insert(result.steps, 'stopped')
end)

finish(not ok and tostring(err) or nil)
